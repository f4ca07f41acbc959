# ruff: noqa: E501, E101 -- tool outputs are kept verbatim: long lines, tab-indented nft output
"""Build tests/data/tool_heldout23.jsonl: held-out sessions for infrastructure tools.

Deterministic: no clock, no randomness; identifiers (UUIDs, request ids, job ids) come from
SHA-256 hashes of fixed strings. ``main(out)`` writes the file; run with no argument to write
tests/data/tool_heldout23.jsonl.

Five domain groups, each tool family given as the command line (or REST call) the agent ran
and the exact text its tool wrapper hands back. Shell-backed families use a plain
``run_shell_command`` tool ({"command": ...}) that returns stdout and stderr merged, "" when
the command prints nothing; the Linux administration group uses an OpenHands-style
``execute_bash`` tool whose text is the output followed by
"[The command completed with exit code N.]" (the CmdOutputObservation form; fairly sure of
the suffix wording, less of its blank-line spacing, which differs between releases).

1. Virtualization.
   - govc (VMware vSphere): ``vm.info``/``host.info`` key: value blocks, ``find`` paths,
     ``datastore.info`` blocks, errors prefixed "govc: " -- from the govmomi README and
     source (fairly sure of field names, less of column widths).
   - proxmox: a proxmoxer-based MCP tool ``proxmox_api`` ({"method", "path", "params"})
     returning the API's JSON body ``{"data": ...}``; UPIDs in the documented
     UPID:node:pid:pstart:starttime:type:id:user: form; errors are proxmoxer's
     ResourceException text "401 Unauthorized: No ticket - b''" (seen in issue threads).
   - virsh: ``list --all`` tables, ``dominfo``, ``domifaddr``, "Domain 'x' started",
     "error: failed to connect to the hypervisor" -- libvirt docs and common output (sure).
   - openstack: python-openstackclient ``-f json`` lists/objects and cliff tables, "No
     Server found for X" (sure of shapes; field sets trimmed to what -c selected).
2. Storage.
   - zfs: ``zpool status``/``-x``, ``zpool list``, ``zfs list`` columns, the "The ZFS
     modules are not loaded." message (sure).
   - ceph: ``ceph -s``, ``ceph health detail``, ``ceph osd df tree`` excerpts,
     ``radosgw-admin`` JSON, the monclient "authenticate timed out" + "[errno 110] RADOS
     timed out" pair (fairly sure).
   - smartctl: ``smartctl -H -A`` sections (sure of layout, attribute table trimmed).
   - lvm/mdadm: ``lvs``/``vgs`` tables, ``lvextend -r`` messages, /proc/mdstat recovery
     lines, ``mdadm --detail`` (sure).
   - ontap: ONTAP REST ``{"records": [...], "num_records": n}``, job objects
     ``{"job": {"uuid", "_links"}}`` with state queued/running/success (fairly sure);
     errors as a requests-based tool formats them.
   - minio: ``mc admin info``/``user`` text and "mc: <ERROR> ..." lines (fairly sure).
3. Configuration management and packages.
   - puppet: ``puppet agent -t`` Info:/Notice:/Error: lines, ``puppet query`` PQL JSON
     arrays (sure of the line forms; the SSL error text is from issue threads).
   - salt: ``salt ... --out=json`` minion-keyed JSON, nested outputter for states,
     "Minion did not return. [Not connected]" (sure).
   - knife: ``knife search node`` "N items found" blocks, ``knife status`` lines, the
     "ERROR: ... Response:" error form (fairly sure; less sure of the 502 wording).
   - apt: ``apt-cache policy``, ``apt list --upgradable``, ``dpkg -l`` table (sure).
   - dnf: ``dnf info``, ``rpm -qi``, ``dnf updateinfo list``, the "Errors during
     downloading metadata for repository" block (sure).
   - brew: ``brew info --json=v2`` (formulae array, trimmed), ``brew outdated``,
     ``brew services list`` (fairly sure).
4. Proxies and service mesh.
   - istioctl: ``proxy-status`` table with SYNCED/STALE, ``analyze`` "No validation issues
     found" and Warning [IST0...] lines (sure of forms).
   - linkerd: ``viz stat`` and ``viz routes`` tables, ``check --proxy`` ticks (fairly sure).
   - envoy: curl of the admin endpoints ``/clusters`` (cluster::host::stat::value lines),
     ``/stats?filter=``, ``/config_dump`` excerpts; curl's "(7) Failed to connect" (sure).
   - haproxy: ``show stat`` CSV through socat (header "# pxname,svname,..."), ``show
     servers state``, empty replies to disable/enable, socat's connect error (sure).
   - nginx: ``nginx -T``/``-t`` text, error.log lines, grep/awk pipelines over access.log
     (sure).
   - traefik: the /api/http/routers and /api/http/services JSON, Go's "404 page not found"
     (fairly sure).
   - caddy: the admin API /config/ JSON and /reverse_proxy/upstreams list (fairly sure).
5. Linux administration (execute_bash).
   - systemd: ``systemctl status``, ``journalctl -u``, "-- No entries --", ``list-units
     --failed`` (sure).
   - cron: ``crontab -l``, "no crontab for X", /etc/cron.d files, syslog CRON lines (sure).
   - sockets: ``ss -tlnp``, ``lsof -i``, ssh's "No route to host" (sure).
   - dmesg: ``dmesg -T`` OOM-killer and I/O error lines (sure).
   - sysstat: ``sar``/``iostat -xz`` tables, "Cannot open /var/log/sysstat/saNN: No such
     file or directory" + "Please check if data collecting is enabled" (sure).
   - auditd: ``ausearch -i`` records separated by "----", "<no matches>", ``aureport``
     summaries (sure).
   - firewall: ``firewall-cmd`` "success" and --list-all, ``nft list`` excerpts (sure).
   - timesync: ``timedatectl``, ``chronyc tracking``/``sources``, "506 Cannot talk to
     daemon" (sure; the chrony FAQ names it).

Successful sessions are deliberately hard (polling until a job finishes, acknowledgements,
legitimately empty answers the user asked for); failing sessions are a source that failed
silently while the agent kept varying its calls.
"""

from __future__ import annotations

import hashlib
import json
import sys
import textwrap
from pathlib import Path

SOURCE = "heldout23"
ROWS: list[dict] = []


def hx(seed: str, n: int = 32) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def uid(seed: str) -> str:
    h = hx(seed)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def t(s: str) -> str:
    return textwrap.dedent(s).strip("\n")


def js(obj, indent: int | None = 2) -> str:
    return json.dumps(obj, indent=indent)


def sh(cmd: str, out: str) -> tuple[str, dict, str]:
    return ("run_shell_command", {"command": cmd}, out)


def bash(cmd: str, out: str, code: int = 0) -> tuple[str, dict, str]:
    body = out + "\n" if out else ""
    return (
        "execute_bash",
        {"command": cmd},
        f"{body}[The command completed with exit code {code}.]",
    )


def session(family: str, ok: bool, n: int, task: str, calls: list) -> None:
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"{SOURCE}/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


# ---------------------------------------------------------------- 1. virtualization
def d1_virtualization() -> None:
    # govc ----------------------------------------------------------------
    session(
        "govc",
        True,
        1,
        "Find which ESXi host build-agent-07 runs on and how loaded that host is, then "
        "snapshot the VM before tonight's patching.",
        [
            sh("govc find / -type m -name build-agent-07", "/DC-Amsterdam/vm/ci/build-agent-07"),
            sh(
                "govc vm.info /DC-Amsterdam/vm/ci/build-agent-07",
                t(f"""
                Name:           build-agent-07
                  Path:         /DC-Amsterdam/vm/ci/build-agent-07
                  UUID:         {uid("govc-ba07")}
                  Guest name:   Ubuntu Linux (64-bit)
                  Memory:       16384MB
                  CPU:          8 vCPU(s)
                  Power state:  poweredOn
                  Boot time:    2024-05-02 07:14:55.301 +0000 UTC
                  IP address:   10.40.12.87
                  Host:         esx-ams-04.corp.local
                """),
            ),
            sh(
                "govc host.info esx-ams-04.corp.local",
                t("""
                Name:              esx-ams-04.corp.local
                  Path:            /DC-Amsterdam/host/Cluster-CI/esx-ams-04.corp.local
                  Manufacturer:    Dell Inc.
                  Logical CPUs:    64 CPUs @ 2900MHz
                  Processor type:  Intel(R) Xeon(R) Gold 6326 CPU @ 2.90GHz
                  CPU usage:       41230 MHz (22.2%)
                  Memory:          524030MB
                  Memory usage:    389214 MB (74.3%)
                  Boot time:       2024-03-11 22:41:09.126 +0000 UTC
                  State:           connected
                """),
            ),
            sh("govc snapshot.create -vm build-agent-07 -m=false pre-patch-2024-05-14", ""),
            sh(
                "govc snapshot.tree -vm build-agent-07 -D -i",
                t("""
                [snapshot-2291]  May  2 07:10  golden-2024-05
                  [snapshot-2310]  May 14 09:12  pre-patch-2024-05-14
                """),
            ),
        ],
    )
    session(
        "govc",
        True,
        2,
        "Which datastores in DC-Amsterdam have less than 15% free space? List them with "
        "capacity and free, and what ISO files are sitting on the small one.",
        [
            sh(
                "govc ls /DC-Amsterdam/datastore",
                t("""
                /DC-Amsterdam/datastore/vsanDatastore
                /DC-Amsterdam/datastore/nfs-iso-01
                /DC-Amsterdam/datastore/ds-san-gold-01
                /DC-Amsterdam/datastore/ds-san-gold-02
                /DC-Amsterdam/datastore/local-esx-ams-04
                """),
            ),
            sh(
                "govc datastore.info -dc DC-Amsterdam",
                t("""
                Name:        vsanDatastore
                  Path:      /DC-Amsterdam/datastore/vsanDatastore
                  Type:      vsan
                  URL:       ds:///vmfs/volumes/vsan:52a1c0c7e3f04b2d-8e55a1b0e33c6f41/
                  Capacity:  61440.0 GB
                  Free:      18210.4 GB
                Name:        nfs-iso-01
                  Path:      /DC-Amsterdam/datastore/nfs-iso-01
                  Type:      NFS
                  URL:       ds:///vmfs/volumes/1f0c44a2-9c1e2b07/
                  Capacity:  2048.0 GB
                  Free:      231.7 GB
                  Remote:    nas02.corp.local:/export/iso
                Name:        ds-san-gold-01
                  Path:      /DC-Amsterdam/datastore/ds-san-gold-01
                  Type:      VMFS
                  URL:       ds:///vmfs/volumes/63e1b7a4-2c0d51e8-77f2-0025b5a1a00e/
                  Capacity:  8191.8 GB
                  Free:      3104.0 GB
                Name:        ds-san-gold-02
                  Path:      /DC-Amsterdam/datastore/ds-san-gold-02
                  Type:      VMFS
                  URL:       ds:///vmfs/volumes/63e1b7f0-51aa20c3-0b14-0025b5a1a00e/
                  Capacity:  8191.8 GB
                  Free:      902.5 GB
                Name:        local-esx-ams-04
                  Path:      /DC-Amsterdam/datastore/local-esx-ams-04
                  Type:      VMFS
                  URL:       ds:///vmfs/volumes/5f2a9c11-0e6b3d2f-4a10-e4434b0c9e22/
                  Capacity:  446.8 GB
                  Free:      440.1 GB
                """),
            ),
            sh(
                "govc datastore.ls -ds nfs-iso-01 -l -H",
                t("""
                4.3GB     Mon Apr 15 10:02:11 2024  rhel-9.4-x86_64-dvd.iso
                2.6GB     Thu Feb 22 16:40:53 2024  ubuntu-22.04.4-live-server-amd64.iso
                5.9GB     Wed Nov  8 08:17:30 2023  en-us_windows_server_2022_x64_dvd.iso
                1.1GB     Tue Jan  9 13:55:02 2024  VMware-VCSA-all-8.0.2-22617221.iso
                612.0MB   Fri Mar  1 09:12:48 2024  debian-12.5.0-amd64-netinst.iso
                """),
            ),
            sh(
                "govc datastore.ls -ds nfs-iso-01 -l -H archive",
                t("""
                4.6GB     Tue Jun 13 11:20:09 2023  rhel-9.2-x86_64-dvd.iso
                4.5GB     Mon Nov 14 15:01:44 2022  rhel-9.1-x86_64-dvd.iso
                1.9GB     Thu Aug 10 07:33:21 2023  ubuntu-20.04.6-live-server-amd64.iso
                """),
            ),
        ],
    )
    exp = (
        'govc: Post "https://vcsa01.corp.local/sdk": tls: failed to verify certificate: '
        "x509: certificate has expired or is not yet valid: current time "
        "2024-05-14T{ts}Z is after 2024-05-13T23:59:59Z"
    )
    session(
        "govc",
        False,
        1,
        "List the VMs in the payments folder that are powered off and how long they have "
        "been off, so we can decide which to delete.",
        [
            sh(
                "govc find /DC-Amsterdam/vm/payments -type m -runtime.powerState poweredOff",
                exp.format(ts="08:02:14"),
            ),
            sh("govc ls /DC-Amsterdam/vm/payments", exp.format(ts="08:02:31")),
            sh("govc about", exp.format(ts="08:02:49")),
            sh("govc vm.info -r /DC-Amsterdam/vm/payments/*", exp.format(ts="08:03:20")),
            sh(
                "GOVC_URL=https://vcsa01.corp.local/sdk govc find / -type m -name 'pay-*'",
                exp.format(ts="08:03:58"),
            ),
            sh("govc events -n 50 /DC-Amsterdam/vm/payments", exp.format(ts="08:04:40")),
            sh("govc datacenter.info", exp.format(ts="08:05:02")),
        ],
    )

    # proxmox -------------------------------------------------------------
    upid = "UPID:pve2:0003A1F2:01B2C3D4:66433E1A:qmigrate:105:root@pam:"
    session(
        "proxmox",
        True,
        1,
        "Node pve2 is short on memory; find its biggest running VM and live-migrate it to "
        "pve3, then confirm where it runs.",
        [
            (
                "proxmox_api",
                {"method": "GET", "path": "/cluster/resources", "params": {"type": "vm"}},
                js(
                    {
                        "data": [
                            {
                                "id": "qemu/101",
                                "type": "qemu",
                                "vmid": 101,
                                "name": "dns-01",
                                "node": "pve1",
                                "status": "running",
                                "maxmem": 2147483648,
                                "mem": 913457152,
                                "maxcpu": 2,
                                "cpu": 0.0121,
                                "uptime": 1893342,
                            },
                            {
                                "id": "qemu/105",
                                "type": "qemu",
                                "vmid": 105,
                                "name": "gitlab",
                                "node": "pve2",
                                "status": "running",
                                "maxmem": 34359738368,
                                "mem": 30811231232,
                                "maxcpu": 8,
                                "cpu": 0.2312,
                                "uptime": 604812,
                            },
                            {
                                "id": "qemu/108",
                                "type": "qemu",
                                "vmid": 108,
                                "name": "grafana",
                                "node": "pve2",
                                "status": "running",
                                "maxmem": 4294967296,
                                "mem": 2533011456,
                                "maxcpu": 2,
                                "cpu": 0.0402,
                                "uptime": 604790,
                            },
                            {
                                "id": "lxc/201",
                                "type": "lxc",
                                "vmid": 201,
                                "name": "unifi",
                                "node": "pve2",
                                "status": "running",
                                "maxmem": 2147483648,
                                "mem": 1102536704,
                                "maxcpu": 2,
                                "cpu": 0.0098,
                                "uptime": 604777,
                            },
                            {
                                "id": "qemu/112",
                                "type": "qemu",
                                "vmid": 112,
                                "name": "win-build",
                                "node": "pve3",
                                "status": "stopped",
                                "maxmem": 17179869184,
                                "mem": 0,
                                "maxcpu": 6,
                                "cpu": 0,
                                "uptime": 0,
                            },
                        ]
                    },
                    None,
                ),
            ),
            (
                "proxmox_api",
                {"method": "GET", "path": "/nodes/pve3/status"},
                js(
                    {
                        "data": {
                            "uptime": 2210411,
                            "loadavg": ["0.41", "0.52", "0.49"],
                            "memory": {
                                "total": 135089258496,
                                "used": 40215969792,
                                "free": 94873288704,
                            },
                            "cpu": 0.0377,
                            "cpuinfo": {"cpus": 32, "model": "AMD EPYC 7313P 16-Core Processor"},
                            "pveversion": "pve-manager/8.1.4/ec5affc9e41f1d79",
                        }
                    },
                    None,
                ),
            ),
            (
                "proxmox_api",
                {
                    "method": "POST",
                    "path": "/nodes/pve2/qemu/105/migrate",
                    "params": {"target": "pve3", "online": 1},
                },
                js({"data": upid}, None),
            ),
            (
                "proxmox_api",
                {"method": "GET", "path": f"/nodes/pve2/tasks/{upid}/status"},
                js(
                    {
                        "data": {
                            "upid": upid,
                            "node": "pve2",
                            "type": "qmigrate",
                            "id": "105",
                            "user": "root@pam",
                            "status": "running",
                            "pid": 238066,
                            "starttime": 1715682842,
                        }
                    },
                    None,
                ),
            ),
            (
                "proxmox_api",
                {
                    "method": "GET",
                    "path": f"/nodes/pve2/tasks/{upid}/log",
                    "params": {"start": 0, "limit": 8},
                },
                js(
                    {
                        "data": [
                            {
                                "n": 1,
                                "t": "2024-05-14 12:34:02 starting migration of VM 105 to node 'pve3' (10.10.0.13)",
                            },
                            {
                                "n": 2,
                                "t": "2024-05-14 12:34:02 starting VM 105 on remote node 'pve3'",
                            },
                            {"n": 3, "t": "2024-05-14 12:34:05 start remote tunnel"},
                            {"n": 4, "t": "2024-05-14 12:34:06 ssh tunnel ver 1"},
                            {
                                "n": 5,
                                "t": "2024-05-14 12:34:06 starting online/live migration on unix:/run/qemu-server/105.migrate",
                            },
                            {
                                "n": 6,
                                "t": "2024-05-14 12:34:07 migration active, transferred 1.1 GiB of 32.0 GiB VM-state, 1.2 GiB/s",
                            },
                            {
                                "n": 7,
                                "t": "2024-05-14 12:34:16 migration active, transferred 11.8 GiB of 32.0 GiB VM-state, 1.1 GiB/s",
                            },
                            {
                                "n": 8,
                                "t": "2024-05-14 12:34:25 migration active, transferred 22.4 GiB of 32.0 GiB VM-state, 1.1 GiB/s",
                            },
                        ]
                    },
                    None,
                ),
            ),
            (
                "proxmox_api",
                {"method": "GET", "path": f"/nodes/pve2/tasks/{upid}/status"},
                js(
                    {
                        "data": {
                            "upid": upid,
                            "node": "pve2",
                            "type": "qmigrate",
                            "id": "105",
                            "user": "root@pam",
                            "status": "stopped",
                            "exitstatus": "OK",
                            "pid": 238066,
                            "starttime": 1715682842,
                            "endtime": 1715682881,
                        }
                    },
                    None,
                ),
            ),
            (
                "proxmox_api",
                {"method": "GET", "path": "/cluster/resources", "params": {"type": "vm"}},
                js(
                    {
                        "data": [
                            {
                                "id": "qemu/101",
                                "type": "qemu",
                                "vmid": 101,
                                "name": "dns-01",
                                "node": "pve1",
                                "status": "running",
                            },
                            {
                                "id": "qemu/105",
                                "type": "qemu",
                                "vmid": 105,
                                "name": "gitlab",
                                "node": "pve3",
                                "status": "running",
                            },
                            {
                                "id": "qemu/108",
                                "type": "qemu",
                                "vmid": 108,
                                "name": "grafana",
                                "node": "pve2",
                                "status": "running",
                            },
                            {
                                "id": "lxc/201",
                                "type": "lxc",
                                "vmid": 201,
                                "name": "unifi",
                                "node": "pve2",
                                "status": "running",
                            },
                            {
                                "id": "qemu/112",
                                "type": "qemu",
                                "vmid": 112,
                                "name": "win-build",
                                "node": "pve3",
                                "status": "stopped",
                            },
                        ]
                    },
                    None,
                ),
            ),
        ],
    )
    session(
        "proxmox",
        True,
        2,
        "Check that last night's backup job covered every VM on pve1; tell me which VMs "
        "have no backup from last night.",
        [
            (
                "proxmox_api",
                {"method": "GET", "path": "/cluster/backup"},
                js(
                    {
                        "data": [
                            {
                                "id": "backup-5e2c1a9f-77d1",
                                "type": "vzdump",
                                "enabled": 1,
                                "schedule": "02:30",
                                "storage": "pbs-main",
                                "mode": "snapshot",
                                "node": "pve1",
                                "vmid": "101,102,104,110",
                                "compress": "zstd",
                                "notes-template": "{{guestname}}",
                            }
                        ]
                    },
                    None,
                ),
            ),
            (
                "proxmox_api",
                {"method": "GET", "path": "/nodes/pve1/qemu"},
                js(
                    {
                        "data": [
                            {
                                "vmid": 101,
                                "name": "dns-01",
                                "status": "running",
                                "maxdisk": 21474836480,
                            },
                            {
                                "vmid": 102,
                                "name": "ldap-01",
                                "status": "running",
                                "maxdisk": 34359738368,
                            },
                            {
                                "vmid": 104,
                                "name": "nextcloud",
                                "status": "running",
                                "maxdisk": 536870912000,
                            },
                            {
                                "vmid": 110,
                                "name": "mail",
                                "status": "running",
                                "maxdisk": 107374182400,
                            },
                            {
                                "vmid": 111,
                                "name": "jump-host",
                                "status": "running",
                                "maxdisk": 10737418240,
                            },
                        ]
                    },
                    None,
                ),
            ),
            (
                "proxmox_api",
                {
                    "method": "GET",
                    "path": "/nodes/pve1/tasks",
                    "params": {"typefilter": "vzdump", "limit": 3},
                },
                js(
                    {
                        "data": [
                            {
                                "upid": "UPID:pve1:002F11A0:0B7C21E4:6642CB98:vzdump::root@pam:",
                                "type": "vzdump",
                                "status": "OK",
                                "starttime": 1715653800,
                                "endtime": 1715656992,
                                "user": "root@pam",
                                "node": "pve1",
                            },
                            {
                                "upid": "UPID:pve1:002C90B3:0B0F5D71:66417A18:vzdump::root@pam:",
                                "type": "vzdump",
                                "status": "OK",
                                "starttime": 1715567400,
                                "endtime": 1715570531,
                                "user": "root@pam",
                                "node": "pve1",
                            },
                            {
                                "upid": "UPID:pve1:0029E4C0:0AA29102:664028A8:vzdump::root@pam:",
                                "type": "vzdump",
                                "status": "WARNINGS: 1",
                                "starttime": 1715481000,
                                "endtime": 1715484418,
                                "user": "root@pam",
                                "node": "pve1",
                            },
                        ]
                    },
                    None,
                ),
            ),
            (
                "proxmox_api",
                {
                    "method": "GET",
                    "path": "/nodes/pve1/storage/pbs-main/content",
                    "params": {"content": "backup"},
                },
                js(
                    {
                        "data": [
                            {
                                "volid": "pbs-main:backup/vm/101/2024-05-14T02:30:02Z",
                                "vmid": 101,
                                "ctime": 1715653802,
                                "size": 21474836480,
                                "format": "pbs-vm",
                                "verification": {"state": "ok"},
                            },
                            {
                                "volid": "pbs-main:backup/vm/102/2024-05-14T02:31:40Z",
                                "vmid": 102,
                                "ctime": 1715653900,
                                "size": 34359738368,
                                "format": "pbs-vm",
                            },
                            {
                                "volid": "pbs-main:backup/vm/104/2024-05-14T02:33:12Z",
                                "vmid": 104,
                                "ctime": 1715653992,
                                "size": 536870912000,
                                "format": "pbs-vm",
                            },
                            {
                                "volid": "pbs-main:backup/vm/110/2024-05-14T03:20:44Z",
                                "vmid": 110,
                                "ctime": 1715656844,
                                "size": 107374182400,
                                "format": "pbs-vm",
                            },
                            {
                                "volid": "pbs-main:backup/vm/111/2024-04-02T02:30:05Z",
                                "vmid": 111,
                                "ctime": 1712025005,
                                "size": 10737418240,
                                "format": "pbs-vm",
                            },
                        ]
                    },
                    None,
                ),
            ),
        ],
    )
    nt = "Error: 401 Unauthorized: No ticket - b''"
    session(
        "proxmox",
        False,
        1,
        "Which containers on the cluster are using more than 80% of their disk?",
        [
            (
                "proxmox_api",
                {"method": "GET", "path": "/cluster/resources", "params": {"type": "vm"}},
                nt,
            ),
            ("proxmox_api", {"method": "GET", "path": "/nodes"}, nt),
            ("proxmox_api", {"method": "GET", "path": "/nodes/pve1/lxc"}, nt),
            ("proxmox_api", {"method": "GET", "path": "/nodes/pve2/lxc"}, nt),
            (
                "proxmox_api",
                {"method": "GET", "path": "/cluster/resources", "params": {"type": "storage"}},
                nt,
            ),
            ("proxmox_api", {"method": "GET", "path": "/version"}, nt),
            ("proxmox_api", {"method": "GET", "path": "/nodes/pve3/lxc/201/status/current"}, nt),
        ],
    )

    # virsh ---------------------------------------------------------------
    session(
        "virsh",
        True,
        1,
        "ci-runner-3 on kvm02 is down after the host reboot; find out why it didn't come "
        "back, start it and give me its IP.",
        [
            sh(
                "ssh kvm02 virsh list --all",
                t("""
                 Id   Name            State
                ---------------------------------
                 1    web-frontend    running
                 2    pg-replica      running
                 -    ci-runner-3     shut off
                 -    win10-test      shut off
                """),
            ),
            sh(
                "ssh kvm02 virsh dominfo ci-runner-3",
                t(f"""
                Id:             -
                Name:           ci-runner-3
                UUID:           {uid("virsh-ci3")}
                OS Type:        hvm
                State:          shut off
                CPU(s):         4
                Max memory:     8388608 KiB
                Used memory:    8388608 KiB
                Persistent:     yes
                Autostart:      disable
                Managed save:   no
                Security model: apparmor
                Security DOI:   0
                """),
            ),
            sh(
                "ssh kvm02 virsh autostart ci-runner-3",
                "Domain 'ci-runner-3' marked as autostarted",
            ),
            sh("ssh kvm02 virsh start ci-runner-3", "Domain 'ci-runner-3' started"),
            sh(
                "ssh kvm02 virsh domifaddr ci-runner-3",
                t("""
                 Name       MAC address          Protocol     Address
                -------------------------------------------------------------------------------
                """),
            ),
            sh(
                "ssh kvm02 virsh domifaddr ci-runner-3",
                t("""
                 Name       MAC address          Protocol     Address
                -------------------------------------------------------------------------------
                 vnet3      52:54:00:6b:1e:a4    ipv4         192.168.122.143/24
                """),
            ),
        ],
    )
    session(
        "virsh",
        True,
        2,
        "Before upgrading pg-replica, take a disk-only snapshot and tell me which disks it covers.",
        [
            sh(
                "ssh kvm02 virsh domblklist pg-replica",
                t("""
                 Target   Source
                ------------------------------------------------
                 vda      /var/lib/libvirt/images/pg-replica.qcow2
                 vdb      /data/vms/pg-replica-data.qcow2
                 sda      -
                """),
            ),
            sh(
                "ssh kvm02 virsh snapshot-list pg-replica",
                t("""
                 Name   Creation Time   State
                -------------------------------
                """),
            ),
            sh(
                "ssh kvm02 virsh snapshot-create-as pg-replica pre-upgrade --disk-only --atomic "
                "--diskspec sda,snapshot=no",
                "Domain snapshot pre-upgrade created",
            ),
            sh(
                "ssh kvm02 virsh snapshot-list pg-replica",
                t("""
                 Name          Creation Time               State
                ---------------------------------------------------------
                 pre-upgrade   2024-05-14 13:05:41 +0200   disk-snapshot
                """),
            ),
            sh(
                "ssh kvm02 virsh domblklist pg-replica",
                t("""
                 Target   Source
                ------------------------------------------------------------
                 vda      /var/lib/libvirt/images/pg-replica.pre-upgrade
                 vdb      /data/vms/pg-replica-data.pre-upgrade
                 sda      -
                """),
            ),
        ],
    )
    dead = t("""
        error: failed to connect to the hypervisor
        error: Failed to connect socket to '/var/run/libvirt/libvirt-sock': No such file or directory
        """)
    session(
        "virsh",
        False,
        1,
        "How much memory are the VMs on kvm01 using in total, and is there room for a new "
        "16 GB guest?",
        [
            sh("ssh kvm01 virsh list --all", dead),
            sh("ssh kvm01 virsh nodememstats", dead),
            sh("ssh kvm01 sudo virsh -c qemu:///system list --all", dead),
            sh("ssh kvm01 virsh dommemstat web-frontend", dead),
            sh("ssh kvm01 virsh nodeinfo", dead),
            sh(
                "ssh kvm01 'for d in $(virsh list --name); do virsh dominfo $d | grep Used; done'",
                dead,
            ),
        ],
    )

    # openstack -----------------------------------------------------------
    sid = uid("os-aw4")
    session(
        "openstack",
        True,
        1,
        "Launch analytics-worker-4 (m1.large, ubuntu-22.04, tenant-net) and give it a "
        "floating IP; tell me the address when it's reachable.",
        [
            sh(
                "openstack server create --flavor m1.large --image ubuntu-22.04 --network "
                "tenant-net --key-name ops analytics-worker-4 -f json -c id -c status -c name",
                js({"id": sid, "name": "analytics-worker-4", "status": "BUILD"}),
            ),
            sh(
                "openstack server show analytics-worker-4 -f json -c status -c addresses",
                js({"addresses": {}, "status": "BUILD"}),
            ),
            sh(
                "openstack server show analytics-worker-4 -f json -c status -c addresses",
                js({"addresses": {"tenant-net": ["10.20.0.117"]}, "status": "ACTIVE"}),
            ),
            sh(
                "openstack floating ip create public -f value -c floating_ip_address",
                "203.0.113.58",
            ),
            sh("openstack server add floating ip analytics-worker-4 203.0.113.58", ""),
            sh(
                "openstack server list --name analytics",
                t(f"""
                +--------------------------------------+--------------------+--------+-------------------------------------------+--------------+----------+
                | ID                                   | Name               | Status | Networks                                  | Image        | Flavor   |
                +--------------------------------------+--------------------+--------+-------------------------------------------+--------------+----------+
                | {sid} | analytics-worker-4 | ACTIVE | tenant-net=10.20.0.117, 203.0.113.58      | ubuntu-22.04 | m1.large |
                | {uid("os-aw3")} | analytics-worker-3 | ACTIVE | tenant-net=10.20.0.96, 203.0.113.41       | ubuntu-22.04 | m1.large |
                | {uid("os-aw2")} | analytics-worker-2 | ACTIVE | tenant-net=10.20.0.95, 203.0.113.40       | ubuntu-22.04 | m1.large |
                +--------------------------------------+--------------------+--------+-------------------------------------------+--------------+----------+
                """),
            ),
        ],
    )
    session(
        "openstack",
        True,
        2,
        "Are any servers or volumes in the data-platform project stuck in an error state, "
        "and how close are we to the core quota?",
        [
            sh("openstack server list --status ERROR -f json", "[]"),
            sh("openstack volume list --status error -f json", "[]"),
            sh("openstack volume list --status error_deleting -f json", "[]"),
            sh(
                "openstack limits show --absolute -f json",
                js(
                    [
                        {"Name": "maxTotalCores", "Value": 200},
                        {"Name": "maxTotalRAMSize", "Value": 512000},
                        {"Name": "maxTotalInstances", "Value": 50},
                        {"Name": "totalCoresUsed", "Value": 184},
                        {"Name": "totalRAMUsed", "Value": 376832},
                        {"Name": "totalInstancesUsed", "Value": 27},
                        {"Name": "maxTotalFloatingIps", "Value": -1},
                        {"Name": "totalFloatingIpsUsed", "Value": 0},
                    ]
                ),
            ),
            sh(
                "openstack server list --status SHUTOFF -f json -c Name -c Flavor",
                js(
                    [
                        {"Name": "etl-legacy-1", "Flavor": "m1.xlarge"},
                        {"Name": "spark-test", "Flavor": "m1.2xlarge"},
                    ]
                ),
            ),
        ],
    )
    session(
        "openstack",
        False,
        1,
        "Find the prod web servers (web-prod-*) and resize web-prod-2 to m1.xlarge.",
        [
            sh("openstack server list --name web-prod -f json", "[]"),
            sh("openstack server list -f json", "[]"),
            sh("openstack server show web-prod-2", "No Server found for web-prod-2"),
            sh("openstack server list --all-projects --name web-prod -f json", "[]"),
            sh("openstack server list --long -f json", "[]"),
            sh("openstack server show web-prod-1 -f json", "No Server found for web-prod-1"),
            sh("openstack volume list -f json", "[]"),
        ],
    )


# ---------------------------------------------------------------- 2. storage
def d2_storage() -> None:
    session(
        "zfs",
        True,
        1,
        "Is any ZFS pool on backup01 degraded? Also how much space the postgres backup "
        "datasets use and when the newest snapshot was taken.",
        [
            sh("ssh backup01 zpool status -x", "all pools are healthy"),
            sh(
                "ssh backup01 zpool list",
                t("""
                NAME    SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
                rpool   928G  41.2G   887G        -         -     3%     4%  1.00x    ONLINE  -
                tank   87.2T  61.9T  25.3T        -         -    18%    70%  1.00x    ONLINE  -
                """),
            ),
            sh(
                "ssh backup01 zfs list -o name,used,avail,refer,mountpoint -r tank/backups/pg",
                t("""
                NAME                      USED  AVAIL  REFER  MOUNTPOINT
                tank/backups/pg          14.8T  17.1T   192K  /tank/backups/pg
                tank/backups/pg/billing  9.62T  17.1T  1.41T  /tank/backups/pg/billing
                tank/backups/pg/crm      4.11T  17.1T   887G  /tank/backups/pg/crm
                tank/backups/pg/wiki     1.07T  17.1T   301G  /tank/backups/pg/wiki
                """),
            ),
            sh(
                "ssh backup01 'zfs list -t snapshot -o name,creation,used -s creation -r "
                "tank/backups/pg | tail -4'",
                t("""
                tank/backups/pg/wiki@auto-2024-05-14_0000     Tue May 14  0:00 2024  1.92G
                tank/backups/pg/crm@auto-2024-05-14_0000      Tue May 14  0:00 2024  14.3G
                tank/backups/pg/billing@auto-2024-05-14_0000  Tue May 14  0:00 2024  61.0G
                tank/backups/pg@auto-2024-05-14_0000          Tue May 14  0:00 2024     0B
                """),
            ),
        ],
    )
    session(
        "zfs",
        True,
        2,
        "Start a scrub on tank on nas02 and tell me when it's done and whether it found errors.",
        [
            sh("ssh nas02 sudo zpool scrub tank", ""),
            sh(
                "ssh nas02 zpool status tank",
                t("""
                  pool: tank
                 state: ONLINE
                  scan: scrub in progress since Tue May 14 09:00:12 2024
                        4.11T / 33.8T scanned at 2.74G/s, 1.02T / 33.8T issued at 695M/s
                        0B repaired, 3.02% done, 13:44:10 to go
                config:

                        NAME                        STATE     READ WRITE CKSUM
                        tank                        ONLINE       0     0     0
                          raidz2-0                  ONLINE       0     0     0
                            wwn-0x5000c500d0a1b2c3  ONLINE       0     0     0
                            wwn-0x5000c500d0a1b2c4  ONLINE       0     0     0
                            wwn-0x5000c500d0a1b2c5  ONLINE       0     0     0
                            wwn-0x5000c500d0a1b2c6  ONLINE       0     0     0
                            wwn-0x5000c500d0a1b2c7  ONLINE       0     0     0
                            wwn-0x5000c500d0a1b2c8  ONLINE       0     0     0

                errors: No known data errors
                """),
            ),
            sh(
                "ssh nas02 zpool status tank | sed -n 3,5p",
                t("""
                  scan: scrub in progress since Tue May 14 09:00:12 2024
                        33.8T / 33.8T scanned, 19.6T / 33.8T issued at 702M/s
                        0B repaired, 57.99% done, 05:37:02 to go
                """),
            ),
            sh(
                "ssh nas02 zpool status tank | sed -n 3,5p",
                t("""
                  scan: scrub in progress since Tue May 14 09:00:12 2024
                        33.8T / 33.8T scanned, 33.1T / 33.8T issued at 699M/s
                        0B repaired, 97.93% done, 00:17:01 to go
                """),
            ),
            sh(
                "ssh nas02 zpool status tank | sed -n 3,4p;ssh nas02 zpool status tank | tail -1",
                t("""
                  scan: scrub repaired 0B in 13:47:55 with 0 errors on Tue May 14 22:48:07 2024
                config:
                errors: No known data errors
                """),
            ),
        ],
    )
    nomod = (
        "The ZFS modules are not loaded.\nTry running '/sbin/modprobe zfs' as root to load them."
    )
    session(
        "zfs",
        False,
        1,
        "Roll back tank/home/ana on nas01 to yesterday's snapshot; she deleted her thesis folder.",
        [
            sh("ssh nas01 zfs list -t snapshot -r tank/home/ana", nomod),
            sh("ssh nas01 zpool status", nomod),
            sh("ssh nas01 sudo zfs list -t snapshot -o name,creation tank/home/ana", nomod),
            sh(
                "ssh nas01 ls /tank/home/ana/.zfs/snapshot",
                "ls: cannot access '/tank/home/ana/.zfs/snapshot': No such file or directory",
            ),
            sh("ssh nas01 sudo zpool import", nomod),
            sh("ssh nas01 zfs get -r com.sun:auto-snapshot tank/home", nomod),
            sh("ssh nas01 sudo zfs rollback tank/home/ana@auto-2024-05-13_0000", nomod),
        ],
    )

    # ceph ----------------------------------------------------------------
    session(
        "ceph",
        True,
        1,
        "osd.14 was replaced this morning; watch the cluster until recovery finishes and "
        "tell me when it's HEALTH_OK.",
        [
            sh(
                "ceph -s",
                t(f"""
                  cluster:
                    id:     {uid("ceph-fsid")}
                    health: HEALTH_WARN
                            Degraded data redundancy: 412308/9451122 objects degraded (4.363%), 61 pgs degraded, 61 pgs undersized

                  services:
                    mon: 3 daemons, quorum stor01,stor02,stor03 (age 3w)
                    mgr: stor01.xkqzvb(active, since 3w), standbys: stor02.ahlmpe
                    osd: 24 osds: 24 up (since 41m), 24 in (since 41m); 61 remapped pgs
                    rgw: 2 daemons active (2 hosts, 1 zones)

                  data:
                    pools:   9 pools, 1057 pgs
                    objects: 3.15M objects, 11 TiB
                    usage:   34 TiB used, 53 TiB / 87 TiB avail
                    pgs:     412308/9451122 objects degraded (4.363%)
                             996 active+clean
                             52  active+undersized+degraded+remapped+backfill_wait
                             9   active+undersized+degraded+remapped+backfilling

                  io:
                    client:   38 MiB/s rd, 12 MiB/s wr, 1.02k op/s rd, 611 op/s wr
                    recovery: 412 MiB/s, 118 objects/s
                """),
            ),
            sh(
                "ceph osd df tree | grep -E 'ID|host stor03|osd\\.1[2-7] '",
                t("""
                ID   CLASS  WEIGHT    REWEIGHT  SIZE     RAW USE  DATA     OMAP     META     AVAIL    %USE   VAR   PGS  STATUS  TYPE NAME
                 -7         21.83212         -   22 TiB  7.1 TiB  7.0 TiB   52 MiB   21 GiB   15 TiB  32.46  0.83    -          host stor03
                 12    hdd   3.63869   1.00000  3.6 TiB  1.5 TiB  1.5 TiB  9.1 MiB  4.2 GiB  2.1 TiB  42.05  1.08  133      up          osd.12
                 13    hdd   3.63869   1.00000  3.6 TiB  1.4 TiB  1.4 TiB  8.7 MiB  3.9 GiB  2.2 TiB  39.77  1.02  129      up          osd.13
                 14    hdd   3.63869   1.00000  3.6 TiB  213 GiB  211 GiB      0 B  1.1 GiB  3.4 TiB   5.72  0.15   61      up          osd.14
                 15    hdd   3.63869   1.00000  3.6 TiB  1.4 TiB  1.4 TiB  8.8 MiB  4.0 GiB  2.2 TiB  39.12  1.00  127      up          osd.15
                """),
            ),
            sh(
                "ceph -s | sed -n '/pgs:/,/io:/p'",
                t("""
                    pgs:     181044/9451560 objects degraded (1.915%)
                             1021 active+clean
                             27   active+undersized+degraded+remapped+backfill_wait
                             9    active+undersized+degraded+remapped+backfilling

                  io:
                """),
            ),
            sh(
                "ceph health detail",
                t("""
                HEALTH_WARN Degraded data redundancy: 18230/9451790 objects degraded (0.193%), 4 pgs degraded, 4 pgs undersized
                [WRN] PG_DEGRADED: Degraded data redundancy: 18230/9451790 objects degraded (0.193%), 4 pgs degraded, 4 pgs undersized
                    pg 7.1c is active+undersized+degraded+remapped+backfilling, acting [3,21]
                    pg 7.5e is active+undersized+degraded+remapped+backfilling, acting [9,2]
                    pg 7.a1 is active+undersized+degraded+remapped+backfilling, acting [18,5]
                    pg 9.33 is active+undersized+degraded+remapped+backfilling, acting [11,20]
                """),
            ),
            sh("ceph health detail", "HEALTH_OK"),
            sh(
                "ceph osd perf | grep -E 'osd|^ *14 '",
                t("""
                osd  commit_latency(ms)  apply_latency(ms)
                 14                   3                  3
                """),
            ),
        ],
    )
    rgw_user = {
        "user_id": "analytics",
        "display_name": "Analytics team",
        "email": "analytics@corp.example",
        "suspended": 0,
        "max_buckets": 1000,
        "subusers": [],
        "keys": [
            {"user": "analytics", "access_key": "A7QX0M2K9LJ4D1ZB8W3E", "secret_key": "********"}
        ],
        "swift_keys": [],
        "caps": [],
        "op_mask": "read, write, delete",
        "default_placement": "",
        "default_storage_class": "",
        "placement_tags": [],
        "bucket_quota": {
            "enabled": False,
            "check_on_raw": False,
            "max_size": -1,
            "max_size_kb": 0,
            "max_objects": -1,
        },
        "user_quota": {
            "enabled": False,
            "check_on_raw": False,
            "max_size": -1,
            "max_size_kb": 0,
            "max_objects": -1,
        },
        "temp_url_keys": [],
        "type": "rgw",
        "mfa_ids": [],
    }
    rgw_user2 = json.loads(json.dumps(rgw_user))
    rgw_user2["user_quota"] = {
        "enabled": True,
        "check_on_raw": False,
        "max_size": 21990232555520,
        "max_size_kb": 21474836480,
        "max_objects": -1,
    }
    session(
        "ceph",
        True,
        2,
        "Put a 20 TiB quota on the analytics RGW user; first tell me how much they're using now.",
        [
            sh("radosgw-admin user info --uid=analytics", js(rgw_user, 4)),
            sh(
                "radosgw-admin bucket list --uid=analytics",
                js(["analytics-raw", "analytics-curated", "analytics-tmp"], 4),
            ),
            sh(
                "radosgw-admin user stats --uid=analytics --sync-stats",
                js(
                    {
                        "stats": {
                            "size": 14826413871104,
                            "size_actual": 14830190473216,
                            "size_kb": 14478919796,
                            "size_kb_actual": 14482607884,
                            "num_objects": 48211932,
                        },
                        "last_stats_sync": "2024-05-14T10:12:07.551023Z",
                        "last_stats_update": "2024-05-14T10:12:07.548871Z",
                    },
                    4,
                ),
            ),
            sh("radosgw-admin quota set --quota-scope=user --uid=analytics --max-size=20T", ""),
            sh("radosgw-admin quota enable --quota-scope=user --uid=analytics", ""),
            sh(
                "radosgw-admin user info --uid=analytics | jq .user_quota",
                js(rgw_user2["user_quota"], 4),
            ),
        ],
    )
    mto = (
        "2024-05-14T10:{m}.{ms}+0000 7f3b2e7fc640  0 monclient(hunting): authenticate "
        "timed out after 300\n[errno 110] RADOS timed out (error connecting to the cluster)"
    )
    session(
        "ceph",
        False,
        1,
        "Which pools are closest to full on the lab Ceph cluster?",
        [
            sh("ceph df", mto.format(m="21:07", ms="512")),
            sh("ceph osd pool ls detail", mto.format(m="26:09", ms="118")),
            sh(
                "ceph -s --connect-timeout 30",
                "2024-05-14T10:26:52.004+0000 7f1c7effd640  0 monclient(hunting): authenticate "
                "timed out after 30\n[errno 110] RADOS timed out (error connecting to the cluster)",
            ),
            sh("ceph df detail -m 10.30.0.11", mto.format(m="32:01", ms="771")),
            sh("rados df", "failed to connect: (110) Connection timed out"),
            sh("ceph osd pool get-quota rbd", mto.format(m="37:30", ms="092")),
        ],
    )

    # smartctl ------------------------------------------------------------
    def smart(
        dev: str, serial: str, realloc: int, pend: int, hours: int, health: str = "PASSED"
    ) -> str:
        return t(f"""
            smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-21-amd64] (local build)
            Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org

            === START OF READ SMART DATA SECTION ===
            SMART overall-health self-assessment test result: {health}

            SMART Attributes Data Structure revision number: 10
            Vendor Specific SMART Attributes with Thresholds:
            ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
              1 Raw_Read_Error_Rate     0x000b   100   100   016    Pre-fail  Always       -       0
              5 Reallocated_Sector_Ct   0x0033   {100 if realloc < 50 else 91}   {100 if realloc < 50 else 91}   005    Pre-fail  Always       -       {realloc}
              9 Power_On_Hours          0x0012   095   095   000    Old_age   Always       -       {hours}
             12 Power_Cycle_Count       0x0032   100   100   000    Old_age   Always       -       37
            194 Temperature_Celsius     0x0002   176   176   000    Old_age   Always       -       34 (Min/Max 19/46)
            197 Current_Pending_Sector  0x0022   100   100   000    Old_age   Always       -       {pend}
            198 Offline_Uncorrectable   0x0008   100   100   000    Old_age   Offline      -       {pend}
            199 UDMA_CRC_Error_Count    0x000a   200   200   000    Old_age   Always       -       0
            """)

    session(
        "smartctl",
        True,
        1,
        "One of the four data disks in fs03 is throwing errors; find which one has "
        "reallocated or pending sectors and give me its serial.",
        [
            sh(
                "ssh fs03 lsblk -d -o NAME,SIZE,MODEL,SERIAL",
                t("""
                NAME   SIZE MODEL                SERIAL
                sda  223.6G INTEL SSDSC2KB240G8  PHYF1234005Y240AGN
                sdb   12.7T HGST HUH721212ALE604 8HJ2K1LY
                sdc   12.7T HGST HUH721212ALE604 8HJ3A9QX
                sdd   12.7T HGST HUH721212ALE604 8HJ2Z0TC
                sde   12.7T HGST HUH721212ALE604 8HJ40M2R
                """),
            ),
            sh("ssh fs03 sudo smartctl -H -A /dev/sdb", smart("sdb", "8HJ2K1LY", 0, 0, 31877)),
            sh("ssh fs03 sudo smartctl -H -A /dev/sdc", smart("sdc", "8HJ3A9QX", 0, 0, 31870)),
            sh("ssh fs03 sudo smartctl -H -A /dev/sdd", smart("sdd", "8HJ2Z0TC", 1184, 24, 31881)),
            sh("ssh fs03 sudo smartctl -H -A /dev/sde", smart("sde", "8HJ40M2R", 0, 0, 20114)),
            sh(
                "ssh fs03 sudo smartctl -l error /dev/sdd | head -20",
                t("""
                smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-21-amd64] (local build)
                Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org

                === START OF READ SMART DATA SECTION ===
                SMART Error Log Version: 1
                ATA Error Count: 19 (device log contains only the most recent five errors)
                	CR = Command Register [HEX]
                	FR = Features Register [HEX]
                	SC = Sector Count Register [HEX]
                	SN = Sector Number Register [HEX]
                	CL = Cylinder Low Register [HEX]
                	CH = Cylinder High Register [HEX]
                	DH = Device/Head Register [HEX]
                	DC = Device Command Register [HEX]
                	ER = Error register [HEX]
                	ST = Status register [HEX]
                Powered_Up_Time is measured from power on, and printed as
                DDd+hh:mm:SS.sss where DD=days, hh=hours, mm=minutes,
                SS=sec, and sss=millisec. It "wraps" after 49.710 days.

                """),
            ),
        ],
    )

    # lvm / mdadm ---------------------------------------------------------
    session(
        "lvm",
        True,
        1,
        "db04 is nearly out of space on /var/lib/postgresql; grow it by 40G if the volume "
        "group has room, and check the RAID underneath is healthy.",
        [
            sh(
                "ssh db04 df -h /var/lib/postgresql",
                t("""
                Filesystem                 Size  Used Avail Use% Mounted on
                /dev/mapper/vg_data-lv_pg  200G  186G  4.6G  98% /var/lib/postgresql
                """),
            ),
            sh(
                "ssh db04 sudo vgs",
                t("""
                  VG      #PV #LV #SN Attr   VSize   VFree
                  vg_data   1   2   0 wz--n-  <1.75t  1.29t
                  vg_os     1   3   0 wz--n- 222.57g 40.00g
                """),
            ),
            sh(
                "ssh db04 sudo lvs vg_data",
                t("""
                  LV     VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
                  lv_pg  vg_data -wi-ao---- 200.00g
                  lv_wal vg_data -wi-ao----  60.00g
                """),
            ),
            sh(
                "ssh db04 cat /proc/mdstat",
                t("""
                Personalities : [raid10] [linear] [multipath] [raid0] [raid1] [raid6] [raid5] [raid4]
                md0 : active raid10 nvme3n1[3] nvme2n1[2] nvme1n1[1] nvme0n1[0]
                      1875118080 blocks super 1.2 512K chunks 2 near-copies [4/4] [UUUU]
                      bitmap: 2/14 pages [8KB], 65536KB chunk

                unused devices: <none>
                """),
            ),
            sh(
                "ssh db04 sudo lvextend -L +40G -r /dev/vg_data/lv_pg",
                t("""
                  Size of logical volume vg_data/lv_pg changed from 200.00 GiB (51200 extents) to 240.00 GiB (61440 extents).
                  Logical volume vg_data/lv_pg successfully resized.
                meta-data=/dev/mapper/vg_data-lv_pg isize=512    agcount=4, agsize=13107200 blks
                         =                       sectsz=512   attr=2, projid32bit=1
                         =                       crc=1        finobt=1, sparse=1, rmapbt=0
                         =                       reflink=1    bigtime=0 inobtcount=0
                data     =                       bsize=4096   blocks=52428800, imaxpct=25
                         =                       sunit=128    swidth=256 blks
                naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
                log      =internal log           bsize=4096   blocks=25600, version=2
                         =                       sectsz=512   sunit=8 blks, lazy-count=1
                realtime =none                   extsz=4096   blocks=0, rtextents=0
                data blocks changed from 52428800 to 62914560
                """),
            ),
            sh(
                "ssh db04 df -h /var/lib/postgresql",
                t("""
                Filesystem                 Size  Used Avail Use% Mounted on
                /dev/mapper/vg_data-lv_pg  240G  186G   55G  78% /var/lib/postgresql
                """),
            ),
        ],
    )
    session(
        "lvm",
        True,
        2,
        "A disk in md1 on fs01 was swapped; tell me when the rebuild completes.",
        [
            sh(
                "ssh fs01 sudo mdadm --detail /dev/md1",
                t(f"""
                /dev/md1:
                           Version : 1.2
                     Creation Time : Thu Sep 15 11:02:41 2022
                        Raid Level : raid6
                        Array Size : 46883364864 (43.66 TiB 48.01 TB)
                     Used Dev Size : 11720841216 (10.92 TiB 12.00 TB)
                      Raid Devices : 6
                     Total Devices : 6
                       Persistence : Superblock is persistent

                     Intent Bitmap : Internal

                       Update Time : Tue May 14 10:40:12 2024
                             State : clean, degraded, recovering
                    Active Devices : 5
                   Working Devices : 6
                    Failed Devices : 0
                     Spare Devices : 1

                            Layout : left-symmetric
                        Chunk Size : 512K

                Consistency Policy : bitmap

                    Rebuild Status : 7% complete

                              Name : fs01:1  (local to host fs01)
                              UUID : {hx("md1-uuid", 8)}:{hx("md1-uuid2", 8)}:{hx("md1-uuid3", 8)}:{hx("md1-uuid4", 8)}
                            Events : 118204

                    Number   Major   Minor   RaidDevice State
                       0       8       16        0      active sync   /dev/sdb
                       1       8       32        1      active sync   /dev/sdc
                       6       8       48        2      spare rebuilding   /dev/sdd
                       3       8       64        3      active sync   /dev/sde
                       4       8       80        4      active sync   /dev/sdf
                       5       8       96        5      active sync   /dev/sdg
                """),
            ),
            sh(
                "ssh fs01 grep -A3 '^md1' /proc/mdstat",
                t("""
                md1 : active raid6 sdd[6] sdg[5] sdf[4] sde[3] sdc[1] sdb[0]
                      46883364864 blocks super 1.2 level 6, 512k chunk, algorithm 2 [6/5] [UU_UUU]
                      [====>................]  recovery = 23.4% (2742676992/11720841216) finish=712.5min speed=210004K/sec
                      bitmap: 0/88 pages [0KB], 65536KB chunk
                """),
            ),
            sh(
                "ssh fs01 grep -A3 '^md1' /proc/mdstat",
                t("""
                md1 : active raid6 sdd[6] sdg[5] sdf[4] sde[3] sdc[1] sdb[0]
                      46883364864 blocks super 1.2 level 6, 512k chunk, algorithm 2 [6/5] [UU_UUU]
                      [=============>.......]  recovery = 68.0% (7970172000/11720841216) finish=301.8min speed=207117K/sec
                      bitmap: 0/88 pages [0KB], 65536KB chunk
                """),
            ),
            sh(
                "ssh fs01 grep -A3 '^md1' /proc/mdstat",
                t("""
                md1 : active raid6 sdd[6] sdg[5] sdf[4] sde[3] sdc[1] sdb[0]
                      46883364864 blocks super 1.2 level 6, 512k chunk, algorithm 2 [6/6] [UUUUUU]
                      bitmap: 0/88 pages [0KB], 65536KB chunk

                """),
            ),
            sh(
                "ssh fs01 sudo mdadm --detail /dev/md1 | grep -E 'State :|Devices'",
                t("""
                      Raid Devices : 6
                     Total Devices : 6
                             State : clean
                    Active Devices : 6
                   Working Devices : 6
                    Failed Devices : 0
                     Spare Devices : 0
                """),
            ),
        ],
    )

    # ontap ---------------------------------------------------------------
    vol = uid("ontap-vol-home")
    job = uid("ontap-job-1")
    session(
        "ontap",
        True,
        1,
        "Find NetApp volumes over 85% full on cluster1 and grow the worst one by 20%.",
        [
            (
                "ontap_rest",
                {
                    "method": "GET",
                    "path": "/api/storage/volumes",
                    "params": {
                        "fields": "name,svm.name,space.size,space.used,space.percent_used",
                        "space.percent_used": ">85",
                    },
                },
                js(
                    {
                        "records": [
                            {
                                "uuid": vol,
                                "name": "vol_home",
                                "svm": {"name": "svm_nas"},
                                "space": {
                                    "size": 10995116277760,
                                    "used": 10225458135040,
                                    "percent_used": 93,
                                },
                            },
                            {
                                "uuid": uid("ontap-vol-eng"),
                                "name": "vol_eng_builds",
                                "svm": {"name": "svm_nas"},
                                "space": {
                                    "size": 5497558138880,
                                    "used": 4727899996160,
                                    "percent_used": 86,
                                },
                            },
                        ],
                        "num_records": 2,
                    }
                ),
            ),
            (
                "ontap_rest",
                {
                    "method": "GET",
                    "path": "/api/storage/aggregates",
                    "params": {"fields": "name,space.block_storage.available"},
                },
                js(
                    {
                        "records": [
                            {
                                "uuid": uid("aggr1"),
                                "name": "aggr1_node1",
                                "space": {"block_storage": {"available": 38482906972160}},
                            },
                            {
                                "uuid": uid("aggr2"),
                                "name": "aggr1_node2",
                                "space": {"block_storage": {"available": 12094627905536}},
                            },
                        ],
                        "num_records": 2,
                    }
                ),
            ),
            (
                "ontap_rest",
                {
                    "method": "PATCH",
                    "path": f"/api/storage/volumes/{vol}",
                    "body": {"space": {"size": 13194139533312}},
                },
                js(
                    {"job": {"uuid": job, "_links": {"self": {"href": f"/api/cluster/jobs/{job}"}}}}
                ),
            ),
            (
                "ontap_rest",
                {"method": "GET", "path": f"/api/cluster/jobs/{job}"},
                js(
                    {
                        "uuid": job,
                        "description": f"PATCH /api/storage/volumes/{vol}",
                        "state": "running",
                        "message": "Resizing volume",
                        "code": 0,
                        "start_time": "2024-05-14T11:02:40+02:00",
                    }
                ),
            ),
            (
                "ontap_rest",
                {"method": "GET", "path": f"/api/cluster/jobs/{job}"},
                js(
                    {
                        "uuid": job,
                        "description": f"PATCH /api/storage/volumes/{vol}",
                        "state": "success",
                        "message": "success",
                        "code": 0,
                        "start_time": "2024-05-14T11:02:40+02:00",
                        "end_time": "2024-05-14T11:02:44+02:00",
                    }
                ),
            ),
            (
                "ontap_rest",
                {
                    "method": "GET",
                    "path": f"/api/storage/volumes/{vol}",
                    "params": {"fields": "space.size,space.percent_used"},
                },
                js(
                    {
                        "uuid": vol,
                        "name": "vol_home",
                        "space": {"size": 13194139533312, "percent_used": 77},
                    }
                ),
            ),
        ],
    )
    oerr = "Error: 401 Client Error: Unauthorized for url: https://cluster2-mgmt.corp.local/api/{p}"
    session(
        "ontap",
        False,
        1,
        "Is SnapMirror replication from cluster2 to the DR site lagging for any volume?",
        [
            (
                "ontap_rest",
                {
                    "method": "GET",
                    "path": "/api/snapmirror/relationships",
                    "params": {"fields": "source.path,destination.path,lag_time,healthy"},
                },
                oerr.format(
                    p="snapmirror/relationships?fields=source.path%2Cdestination.path%2Clag_time%2Chealthy"
                ),
            ),
            (
                "ontap_rest",
                {"method": "GET", "path": "/api/snapmirror/relationships"},
                oerr.format(p="snapmirror/relationships"),
            ),
            ("ontap_rest", {"method": "GET", "path": "/api/cluster"}, oerr.format(p="cluster")),
            (
                "ontap_rest",
                {
                    "method": "GET",
                    "path": "/api/storage/volumes",
                    "params": {"fields": "name,snapmirror.is_protected"},
                },
                oerr.format(p="storage/volumes?fields=name%2Csnapmirror.is_protected"),
            ),
            (
                "ontap_rest",
                {
                    "method": "GET",
                    "path": "/api/snapmirror/relationships",
                    "params": {"healthy": "false"},
                },
                oerr.format(p="snapmirror/relationships?healthy=false"),
            ),
            (
                "ontap_rest",
                {"method": "GET", "path": "/api/cluster/peers"},
                oerr.format(p="cluster/peers"),
            ),
        ],
    )

    # minio ---------------------------------------------------------------
    session(
        "minio",
        True,
        1,
        "Create a read-only MinIO user etl-reader for the ETL team and check the cluster "
        "has no offline drives first.",
        [
            sh(
                "mc admin info myminio",
                t("""
                ●  minio1.corp.local:9000
                   Uptime: 3 weeks
                   Version: 2024-04-18T19:09:19Z
                   Network: 4/4 OK
                   Drives: 4/4 OK
                   Pool: 1

                ●  minio2.corp.local:9000
                   Uptime: 3 weeks
                   Version: 2024-04-18T19:09:19Z
                   Network: 4/4 OK
                   Drives: 4/4 OK
                   Pool: 1

                ●  minio3.corp.local:9000
                   Uptime: 3 weeks
                   Version: 2024-04-18T19:09:19Z
                   Network: 4/4 OK
                   Drives: 4/4 OK
                   Pool: 1

                ●  minio4.corp.local:9000
                   Uptime: 6 days
                   Version: 2024-04-18T19:09:19Z
                   Network: 4/4 OK
                   Drives: 4/4 OK
                   Pool: 1

                Pools:
                   1st, Erasure sets: 1, Drives per erasure set: 16

                18 TiB Used, 41 Buckets, 212,433,901 Objects
                16 drives online, 0 drives offline, EC:4
                """),
            ),
            sh(
                "mc admin user list myminio",
                t("""
                enabled    backup-svc            readwrite
                enabled    grafana               diagnostics
                enabled    ml-pipeline           readwrite
                """),
            ),
            sh(
                "mc admin user add myminio etl-reader 'Q3v!r8LmZp2x'",
                "Added user `etl-reader` successfully.",
            ),
            sh(
                "mc admin policy attach myminio readonly --user etl-reader",
                "Attached Policies: [readonly]\nTo User: etl-reader",
            ),
            sh(
                "mc admin user info myminio etl-reader",
                t("""
                AccessKey: etl-reader
                Status: enabled
                PolicyName: readonly
                MemberOf: []
                """),
            ),
        ],
    )
    mce = "mc: <ERROR> Unable to {what}. The Access Key Id you provided does not exist in our records."
    session(
        "minio",
        False,
        1,
        "Which MinIO buckets grew the most this week? The finance team is asking about "
        "storage costs.",
        [
            sh("mc du --depth 1 prod-minio/", mce.format(what="list objects")),
            sh("mc ls prod-minio", mce.format(what="list folder")),
            sh("mc admin info prod-minio", mce.format(what="get service status")),
            sh("mc du prod-minio/finance-reports", mce.format(what="list objects")),
            sh(
                "mc admin bucket quota prod-minio/finance-reports",
                mce.format(what="get bucket quota"),
            ),
            sh("mc stat prod-minio/ml-datasets", mce.format(what="stat `prod-minio/ml-datasets`")),
        ],
    )


# ---------------------------------------------------------------- 3. config management
def d3_config() -> None:
    session(
        "puppet",
        True,
        1,
        "Roll the new ntp profile out to web03 (dry-run first), and list any nodes that "
        "haven't reported to PuppetDB since yesterday.",
        [
            sh(
                "ssh web03 sudo puppet agent -t --noop",
                t("""
                Info: Using environment 'production'
                Info: Retrieving pluginfacts
                Info: Retrieving plugin
                Info: Loading facts
                Info: Caching catalog for web03.corp.local
                Info: Applying configuration version '1715679101'
                Notice: /Stage[main]/Profile::Ntp/File[/etc/chrony/chrony.conf]/content:
                --- /etc/chrony/chrony.conf	2023-11-02 10:14:22.000000000 +0000
                +++ /tmp/puppet-file20240514-88231-1x9o3k	2024-05-14 09:31:44.702116553 +0000
                @@ -1,4 +1,4 @@
                -pool 2.debian.pool.ntp.org iburst
                +server ntp1.corp.local iburst
                +server ntp2.corp.local iburst
                 driftfile /var/lib/chrony/chrony.drift
                 makestep 1.0 3
                 rtcsync

                Notice: /Stage[main]/Profile::Ntp/File[/etc/chrony/chrony.conf]/content: current_value '{sha256}9a1f0c...', should be '{sha256}41c2d7...' (noop)
                Info: /Stage[main]/Profile::Ntp/File[/etc/chrony/chrony.conf]: Scheduling refresh of Service[chrony]
                Notice: /Stage[main]/Profile::Ntp/Service[chrony]: Would have triggered 'refresh' from 1 event
                Notice: Class[Profile::Ntp]: Would have triggered 'refresh' from 2 events
                Notice: Stage[main]: Would have triggered 'refresh' from 1 event
                Notice: Applied catalog in 4.81 seconds
                """),
            ),
            sh(
                "ssh web03 sudo puppet agent -t",
                t("""
                Info: Using environment 'production'
                Info: Retrieving pluginfacts
                Info: Retrieving plugin
                Info: Loading facts
                Info: Caching catalog for web03.corp.local
                Info: Applying configuration version '1715679122'
                Notice: /Stage[main]/Profile::Ntp/File[/etc/chrony/chrony.conf]/content: content changed '{sha256}9a1f0c...' to '{sha256}41c2d7...'
                Info: /Stage[main]/Profile::Ntp/File[/etc/chrony/chrony.conf]: Scheduling refresh of Service[chrony]
                Notice: /Stage[main]/Profile::Ntp/Service[chrony]: Triggered 'refresh' from 1 event
                Notice: Applied catalog in 6.02 seconds
                """),
            ),
            sh(
                "puppet query 'nodes[certname, report_timestamp] { report_timestamp < "
                '"2024-05-13T09:00:00Z" }\'',
                js(
                    [
                        {
                            "certname": "legacy-ftp01.corp.local",
                            "report_timestamp": "2024-04-29T06:12:40.118Z",
                        },
                        {
                            "certname": "kiosk-lobby.corp.local",
                            "report_timestamp": "2024-05-10T17:45:02.771Z",
                        },
                    ]
                ),
            ),
            sh(
                "puppet query 'nodes[certname, deactivated] { certname = \"legacy-ftp01.corp.local\" }'",
                js([{"certname": "legacy-ftp01.corp.local", "deactivated": None}]),
            ),
        ],
    )
    ssl = (
        "Error: Could not retrieve catalog from remote server: SSL_connect returned=1 "
        "errno=0 peeraddr=10.0.4.12:8140 state=error: certificate verify failed "
        "(certificate has expired) [certificate has expired for /CN=puppet.corp.local]\n"
        "Warning: Not using cache on failed catalog\n"
        "Error: Could not retrieve catalog; skipping run"
    )
    pre = "Info: Using environment 'production'\nInfo: Retrieving pluginfacts\n"
    pre_err = (
        "Error: /File[/opt/puppetlabs/puppet/cache/facts.d]: Failed to generate "
        "additional resources using 'eval_generate': SSL_connect returned=1 errno=0 "
        "peeraddr=10.0.4.12:8140 state=error: certificate verify failed (certificate "
        "has expired) [certificate has expired for /CN=puppet.corp.local]\n"
    )
    session(
        "puppet",
        False,
        1,
        "Push the updated sudoers rules to the app servers (app01-app04) with Puppet.",
        [
            sh("ssh app01 sudo puppet agent -t", pre + pre_err + ssl),
            sh("ssh app02 sudo puppet agent -t", pre + pre_err + ssl),
            sh("ssh app01 sudo puppet agent -t --server puppet.corp.local", pre + pre_err + ssl),
            sh("ssh app03 sudo puppet agent -t --environment production", pre + pre_err + ssl),
            sh("ssh app01 sudo puppet agent -t --noop --tags sudo", pre + pre_err + ssl),
            sh("ssh app04 sudo puppet agent -t", pre + pre_err + ssl),
            sh("ssh app02 sudo puppet agent -t --no-use_cached_catalog", pre + pre_err + ssl),
        ],
    )

    # salt ----------------------------------------------------------------
    session(
        "salt",
        True,
        1,
        "Which database minions still run PostgreSQL 15.5? Upgrade db02 first with the "
        "postgres state, test mode then for real.",
        [
            sh(
                "salt -G 'role:db' pkg.version postgresql-15 --out=json",
                t("""
                {
                    "db01.corp.local": "15.6-1.pgdg22.04+1"
                }
                {
                    "db02.corp.local": "15.5-1.pgdg22.04+1"
                }
                {
                    "db03.corp.local": "15.5-1.pgdg22.04+1"
                }
                """),
            ),
            sh(
                "salt 'db02.corp.local' state.apply postgres.upgrade test=True",
                t("""
                db02.corp.local:
                ----------
                          ID: postgresql-15
                    Function: pkg.latest
                      Result: None
                     Comment: The following packages would be installed/upgraded: postgresql-15
                     Started: 10:14:03.221881
                    Duration: 2843.112 ms
                     Changes:
                ----------
                          ID: postgresql@15-main
                    Function: service.running
                      Result: None
                     Comment: Service is set to be restarted
                     Started: 10:14:06.070412
                    Duration: 51.304 ms
                     Changes:

                Summary for db02.corp.local
                ------------
                Succeeded: 2 (unchanged=2)
                Failed:    0
                ------------
                Total states run:     2
                Total run time:   2.894 s
                """),
            ),
            sh(
                "salt 'db02.corp.local' state.apply postgres.upgrade --async",
                "Executed command with job ID: 20240514101522481207",
            ),
            sh("salt-run jobs.lookup_jid 20240514101522481207", ""),
            sh(
                "salt-run jobs.lookup_jid 20240514101522481207",
                t("""
                db02.corp.local:
                ----------
                          ID: postgresql-15
                    Function: pkg.latest
                      Result: True
                     Comment: The following packages were successfully installed/upgraded: postgresql-15
                     Started: 10:15:23.610022
                    Duration: 38112.907 ms
                     Changes:
                              ----------
                              postgresql-15:
                                  ----------
                                  new:
                                      15.6-1.pgdg22.04+1
                                  old:
                                      15.5-1.pgdg22.04+1
                ----------
                          ID: postgresql@15-main
                    Function: service.running
                      Result: True
                     Comment: Service restarted
                     Started: 10:16:01.731450
                    Duration: 2210.554 ms
                     Changes:
                              ----------
                              postgresql@15-main:
                                  True

                Summary for db02.corp.local
                ------------
                Succeeded: 2 (changed=2)
                Failed:    0
                ------------
                Total states run:     2
                Total run time:  40.323 s
                """),
            ),
            sh(
                "salt 'db02.corp.local' cmd.run 'psql -U postgres -Atc \"select version()\"' "
                "runas=postgres --out=json",
                js(
                    {
                        "db02.corp.local": "PostgreSQL 15.6 (Ubuntu 15.6-1.pgdg22.04+1) on "
                        "x86_64-pc-linux-gnu, compiled by gcc (Ubuntu 11.4.0-1ubuntu1~22.04) "
                        "11.4.0, 64-bit"
                    },
                    4,
                ),
            ),
        ],
    )
    session(
        "salt",
        True,
        2,
        "Is anything other than sshd listening on a public port on the edge minions? Empty "
        "answer is fine, I just need to know.",
        [
            sh(
                "salt -N edge test.ping --out=json",
                t("""
                {
                    "edge01.corp.local": true
                }
                {
                    "edge02.corp.local": true
                }
                """),
            ),
            sh(
                "salt -N edge cmd.run \"ss -Htln | awk '{print \\$4}' | grep -v -E '^(127\\.|\\[::1\\])' | sort -u\"",
                t("""
                edge01.corp.local:
                    0.0.0.0:22
                    [::]:22
                edge02.corp.local:
                    0.0.0.0:22
                    [::]:22
                """),
            ),
            sh(
                "salt -N edge cmd.run \"ss -Hulnp | grep -v -E '127\\.0\\.0|::1'\"",
                t("""
                edge01.corp.local:
                edge02.corp.local:
                """),
            ),
            sh(
                "salt -N edge grains.item ipv4 --out=json",
                t("""
                {
                    "edge01.corp.local": {
                        "ipv4": [
                            "127.0.0.1",
                            "198.51.100.21",
                            "10.0.8.21"
                        ]
                    }
                }
                {
                    "edge02.corp.local": {
                        "ipv4": [
                            "127.0.0.1",
                            "198.51.100.22",
                            "10.0.8.22"
                        ]
                    }
                }
                """),
            ),
        ],
    )
    nr = "\n".join(
        f"{m}:\n    Minion did not return. [Not connected]"
        for m in ("web01.corp.local", "web02.corp.local", "web03.corp.local")
    )
    nr += "\nERROR: Minions returned with non-zero exit code"
    session(
        "salt",
        False,
        1,
        "Check the nginx version and free disk on all web minions.",
        [
            sh("salt 'web*' pkg.version nginx", nr),
            sh("salt 'web*' disk.usage", nr),
            sh("salt 'web*' test.ping", nr),
            sh("salt 'web*' cmd.run 'nginx -v'", nr),
            sh("salt -G 'role:web' grains.item osrelease", nr),
            sh("salt 'web*' status.diskusage /", nr),
            sh(
                "salt 'web01.corp.local' service.status nginx",
                "web01.corp.local:\n    Minion did not return. [Not connected]\n"
                "ERROR: Minions returned with non-zero exit code",
            ),
        ],
    )

    # knife ---------------------------------------------------------------
    session(
        "knife",
        True,
        1,
        "Which production web nodes still run Ubuntu 20.04, and does anything still use the "
        "legacy_php cookbook?",
        [
            sh(
                "knife search node 'role:web AND chef_environment:production' -a platform_version",
                t("""
                4 items found

                web-prod-01.corp.local:
                  platform_version: 22.04

                web-prod-02.corp.local:
                  platform_version: 22.04

                web-prod-03.corp.local:
                  platform_version: 20.04

                web-prod-04.corp.local:
                  platform_version: 22.04

                """),
            ),
            sh(
                "knife node show web-prod-03.corp.local -r",
                t("""
                web-prod-03.corp.local:
                  run_list:
                    role[base]
                    role[web]
                    recipe[nginx_site::default]
                """),
            ),
            sh("knife search node 'recipes:legacy_php*'", "0 items found\n"),
            sh("knife search node 'run_list:*legacy_php*'", "0 items found\n"),
            sh(
                "knife status 'role:web AND chef_environment:production'",
                t("""
                11 minutes ago, web-prod-04.corp.local, web-prod-04.corp.local, 10.1.4.14, ubuntu 22.04.
                12 minutes ago, web-prod-01.corp.local, web-prod-01.corp.local, 10.1.4.11, ubuntu 22.04.
                14 minutes ago, web-prod-02.corp.local, web-prod-02.corp.local, 10.1.4.12, ubuntu 22.04.
                3 days ago, web-prod-03.corp.local, web-prod-03.corp.local, 10.1.4.13, ubuntu 20.04.
                """),
            ),
        ],
    )
    kerr = (
        "ERROR: bad gateway\nResponse: <html>\r\n<head><title>502 Bad Gateway</title></head>"
        "\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>"
        "\r\n</body>\r\n</html>\r\n"
    )
    session(
        "knife",
        False,
        1,
        "Which nodes have the monitoring role but haven't checked in today?",
        [
            sh("knife status 'role:monitoring'", kerr),
            sh("knife search node 'role:monitoring' -a ohai_time", kerr),
            sh("knife node list", kerr),
            sh("knife search node 'roles:monitoring'", kerr),
            sh("knife role show monitoring", kerr),
            sh("knife status --hide-by-mins 1440", kerr),
        ],
    )

    # apt -----------------------------------------------------------------
    session(
        "apt",
        True,
        1,
        "Patch OpenSSL on bastion01 if it's behind the security pocket, and show me the "
        "installed version afterwards.",
        [
            sh(
                "ssh bastion01 apt-cache policy openssl",
                t("""
                openssl:
                  Installed: 3.0.2-0ubuntu1.14
                  Candidate: 3.0.2-0ubuntu1.15
                  Version table:
                     3.0.2-0ubuntu1.15 500
                        500 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages
                        500 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages
                 *** 3.0.2-0ubuntu1.14 100
                        100 /var/lib/dpkg/status
                     3.0.2-0ubuntu1 500
                        500 http://archive.ubuntu.com/ubuntu jammy/main amd64 Packages
                """),
            ),
            sh(
                "ssh bastion01 'apt list --upgradable 2>/dev/null'",
                t("""
                Listing...
                libssl3/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]
                openssl/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]
                """),
            ),
            sh(
                "ssh bastion01 sudo apt-get install -y --only-upgrade openssl libssl3",
                t("""
                Reading package lists...
                Building dependency tree...
                Reading state information...
                The following packages will be upgraded:
                  libssl3 openssl
                2 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.
                Need to get 3092 kB of archives.
                After this operation, 0 B of additional disk space will be used.
                Get:1 http://security.ubuntu.com/ubuntu jammy-security/main amd64 openssl amd64 3.0.2-0ubuntu1.15 [1186 kB]
                Get:2 http://security.ubuntu.com/ubuntu jammy-security/main amd64 libssl3 amd64 3.0.2-0ubuntu1.15 [1905 kB]
                Fetched 3092 kB in 1s (4218 kB/s)
                (Reading database ... 71342 files and directories currently installed.)
                Preparing to unpack .../openssl_3.0.2-0ubuntu1.15_amd64.deb ...
                Unpacking openssl (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...
                Preparing to unpack .../libssl3_3.0.2-0ubuntu1.15_amd64.deb ...
                Unpacking libssl3:amd64 (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...
                Setting up libssl3:amd64 (3.0.2-0ubuntu1.15) ...
                Setting up openssl (3.0.2-0ubuntu1.15) ...
                Processing triggers for man-db (2.10.2-1) ...
                Processing triggers for libc-bin (2.35-0ubuntu3.7) ...
                """),
            ),
            sh(
                "ssh bastion01 dpkg -l openssl libssl3",
                t("""
                Desired=Unknown/Install/Remove/Purge/Hold
                | Status=Not/Inst/Conf-files/Unpacked/halF-conf/Half-inst/trig-aWait/Trig-pend
                |/ Err?=(none)/Reinst-required (Status,Err: uppercase=bad)
                ||/ Name           Version            Architecture Description
                +++-==============-==================-============-=================================================
                ii  libssl3:amd64  3.0.2-0ubuntu1.15  amd64        Secure Sockets Layer toolkit - shared libraries
                ii  openssl        3.0.2-0ubuntu1.15  amd64        Secure Sockets Layer toolkit - cryptographic utility
                """),
            ),
            sh("ssh bastion01 'apt list --upgradable 2>/dev/null'", "Listing..."),
        ],
    )
    session(
        "apt",
        True,
        2,
        "Is any version of nginx or apache installed on the build box ci-build-02? We're "
        "checking for stray web servers; 'no' is a fine answer.",
        [
            sh("ssh ci-build-02 'dpkg -l | grep -E \"nginx|apache2\"'", ""),
            sh(
                "ssh ci-build-02 apt-cache policy nginx apache2",
                t("""
                nginx:
                  Installed: (none)
                  Candidate: 1.18.0-6ubuntu14.4
                  Version table:
                     1.18.0-6ubuntu14.4 500
                        500 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages
                        500 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages
                     1.18.0-6ubuntu14 500
                        500 http://archive.ubuntu.com/ubuntu jammy/main amd64 Packages
                apache2:
                  Installed: (none)
                  Candidate: 2.4.52-1ubuntu4.9
                  Version table:
                     2.4.52-1ubuntu4.9 500
                        500 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages
                        500 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages
                     2.4.52-1ubuntu4 500
                        500 http://archive.ubuntu.com/ubuntu jammy/main amd64 Packages
                """),
            ),
            sh(
                "ssh ci-build-02 'ls /etc/nginx /etc/apache2 2>&1'",
                t("""
                ls: cannot access '/etc/nginx': No such file or directory
                ls: cannot access '/etc/apache2': No such file or directory
                """),
            ),
            sh(
                "ssh ci-build-02 'dpkg -S bin/httpd bin/lighttpd bin/caddy 2>&1'",
                t("""
                dpkg-query: no path found matching pattern *bin/httpd*
                dpkg-query: no path found matching pattern *bin/lighttpd*
                dpkg-query: no path found matching pattern *bin/caddy*
                """),
            ),
        ],
    )

    # dnf -----------------------------------------------------------------
    session(
        "dnf",
        True,
        1,
        "What security errata are pending on rocky-app01, and is the installed kernel the "
        "latest available?",
        [
            sh(
                "ssh rocky-app01 sudo dnf updateinfo list --security",
                t("""
                Last metadata expiration check: 0:41:12 ago on Tue 14 May 2024 09:12:03 AM UTC.
                RLSA-2024:2570 Moderate/Sec.  less-590-3.el9_3.x86_64
                RLSA-2024:2566 Important/Sec. kernel-5.14.0-362.24.2.el9_3.x86_64
                RLSA-2024:2566 Important/Sec. kernel-core-5.14.0-362.24.2.el9_3.x86_64
                RLSA-2024:2566 Important/Sec. kernel-modules-5.14.0-362.24.2.el9_3.x86_64
                RLSA-2024:2566 Important/Sec. kernel-modules-core-5.14.0-362.24.2.el9_3.x86_64
                """),
            ),
            sh(
                "ssh rocky-app01 rpm -qi kernel-core | head -12",
                t("""
                Name        : kernel-core
                Version     : 5.14.0
                Release     : 362.18.1.el9_3
                Architecture: x86_64
                Install Date: Wed 06 Mar 2024 02:11:40 AM UTC
                Group       : Unspecified
                Size        : 71683473
                License     : GPLv2
                Signature   : RSA/SHA256, Thu 29 Feb 2024 09:45:10 PM UTC, Key ID 702d426d350d275d
                Source RPM  : kernel-5.14.0-362.18.1.el9_3.src.rpm
                Build Date  : Thu 29 Feb 2024 06:02:15 PM UTC
                Build Host  : iad1-prod-build001.bld.equ.rockylinux.org
                """),
            ),
            sh(
                "ssh rocky-app01 dnf info --available kernel-core",
                t("""
                Last metadata expiration check: 0:41:40 ago on Tue 14 May 2024 09:12:03 AM UTC.
                Available Packages
                Name         : kernel-core
                Version      : 5.14.0
                Release      : 362.24.2.el9_3
                Architecture : x86_64
                Size         : 18 M
                Source       : kernel-5.14.0-362.24.2.el9_3.src.rpm
                Repository   : baseos
                Summary      : The Linux kernel
                URL          : https://www.kernel.org/
                License      : GPLv2 and Redistributable, no modification permitted
                Description  : The kernel package contains the Linux kernel (vmlinuz), the core of any
                             : Linux operating system.  The kernel handles the basic functions
                             : of the operating system: memory allocation, process allocation, device
                             : input and output, etc.
                """),
            ),
            sh("ssh rocky-app01 uname -r", "5.14.0-362.18.1.el9_3.x86_64"),
            sh(
                "ssh rocky-app01 sudo dnf updateinfo info RLSA-2024:2570 | sed -n 1,14p",
                t("""
                Last metadata expiration check: 0:42:31 ago on Tue 14 May 2024 09:12:03 AM UTC.
                ===============================================================================
                  Moderate: less security update
                ===============================================================================
                  Update ID: RLSA-2024:2570
                       Type: security
                    Updated: 2024-05-07 15:48:57
                       Bugs: 2274980 - CVE-2024-32487 less: OS command injection
                       CVEs: CVE-2024-32487
                Description: The "less" utility is a text file browser that resembles more, but
                           : allows users to move backwards in the file as well as forwards.
                           :
                           : Security Fix(es):
                           :
                """),
            ),
        ],
    )
    md = t("""
        Errors during downloading metadata for repository 'baseos':
          - Curl error (28): Timeout was reached for https://mirror.corp.local/rocky/9/BaseOS/x86_64/os/repodata/repomd.xml [Connection timed out after 30001 milliseconds]
        Error: Failed to download metadata for repo 'baseos': Cannot download repomd.xml: Cannot download repodata/repomd.xml: All mirrors were tried
        """)
    session(
        "dnf",
        False,
        1,
        "Which version of podman would we get if we install it on rocky-ci03, and what "
        "does it pull in?",
        [
            sh("ssh rocky-ci03 dnf info podman", md),
            sh("ssh rocky-ci03 dnf list --available 'podman*'", md),
            sh(
                "ssh rocky-ci03 sudo dnf makecache",
                "Rocky Linux 9 - BaseOS                            0.0  B/s |   0  B     00:30    \n"
                + md,
            ),
            sh("ssh rocky-ci03 dnf repoquery --requires podman", md),
            sh("ssh rocky-ci03 dnf search container-tools", md),
            sh("ssh rocky-ci03 dnf --refresh info podman", md),
            sh("ssh rocky-ci03 dnf module list container-tools", md),
        ],
    )

    # brew ----------------------------------------------------------------
    info = {
        "formulae": [
            {
                "name": "postgresql@16",
                "full_name": "postgresql@16",
                "tap": "homebrew/core",
                "oldnames": [],
                "aliases": [],
                "versioned_formulae": ["postgresql@15", "postgresql@14"],
                "desc": "Object-relational database system",
                "license": "PostgreSQL",
                "homepage": "https://www.postgresql.org/",
                "versions": {"stable": "16.3", "head": None, "bottle": True},
                "revision": 0,
                "keg_only": True,
                "dependencies": [
                    "gettext",
                    "icu4c",
                    "krb5",
                    "lz4",
                    "openssl@3",
                    "readline",
                    "zstd",
                ],
                "installed": [
                    {
                        "version": "16.2_1",
                        "installed_as_dependency": False,
                        "installed_on_request": True,
                        "poured_from_bottle": True,
                    }
                ],
                "linked_keg": None,
                "pinned": False,
                "outdated": True,
                "deprecated": False,
                "disabled": False,
                "caveats": "This formula has created a default database cluster with:\n  initdb --locale=C -E UTF-8 /opt/homebrew/var/postgresql@16\n",
            }
        ],
        "casks": [],
    }
    session(
        "brew",
        True,
        1,
        "Upgrade my Homebrew postgresql@16 to the latest and make sure the service comes back.",
        [
            sh("brew info --json=v2 postgresql@16", js(info)),
            sh(
                "brew outdated --json=v2",
                js(
                    {
                        "formulae": [
                            {
                                "name": "postgresql@16",
                                "installed_versions": ["16.2_1"],
                                "current_version": "16.3",
                                "pinned": False,
                                "pinned_version": None,
                            },
                            {
                                "name": "libpq",
                                "installed_versions": ["16.2_1"],
                                "current_version": "16.3",
                                "pinned": False,
                                "pinned_version": None,
                            },
                        ],
                        "casks": [],
                    }
                ),
            ),
            sh(
                "brew upgrade postgresql@16",
                t("""
                ==> Upgrading 1 outdated package:
                postgresql@16 16.2_1 -> 16.3
                ==> Fetching postgresql@16
                ==> Downloading https://ghcr.io/v2/homebrew/core/postgresql/16/blobs/sha256:5d1f0e8b
                ==> Upgrading postgresql@16
                  16.2_1 -> 16.3
                ==> Pouring postgresql@16--16.3.arm64_sonoma.bottle.tar.gz
                ==> Caveats
                This formula has created a default database cluster with:
                  initdb --locale=C -E UTF-8 /opt/homebrew/var/postgresql@16

                To restart postgresql@16 after an upgrade:
                  brew services restart postgresql@16
                ==> Summary
                🍺  /opt/homebrew/Cellar/postgresql@16/16.3: 3,798 files, 69.9MB
                ==> Running `brew cleanup postgresql@16`...
                Removing: /opt/homebrew/Cellar/postgresql@16/16.2_1... (3,796 files, 69.7MB)
                """),
            ),
            sh(
                "brew services restart postgresql@16",
                "Stopping `postgresql@16`... (might take a while)\n==> Successfully stopped "
                "`postgresql@16` (label: homebrew.mxcl.postgresql@16)\n==> Successfully started "
                "`postgresql@16` (label: homebrew.mxcl.postgresql@16)",
            ),
            sh(
                "brew services list",
                t("""
                Name          Status  User File
                postgresql@16 started ana  ~/Library/LaunchAgents/homebrew.mxcl.postgresql@16.plist
                redis         none
                unbound       none
                """),
            ),
        ],
    )


# ---------------------------------------------------------------- 4. proxies and mesh
def d4_proxies() -> None:
    session(
        "istioctl",
        True,
        1,
        "Checkout pods say their sidecars are out of date; find the stale proxies and any "
        "config problems in the checkout and payments namespaces.",
        [
            sh(
                "istioctl proxy-status",
                t("""
                NAME                                                   CLUSTER        CDS        LDS        EDS        RDS        ECDS         ISTIOD                      VERSION
                checkout-6f9c7d9b8d-2xkqp.checkout                     Kubernetes     SYNCED     SYNCED     SYNCED     SYNCED     NOT SENT     istiod-7c5d8f6b9-lq8mz     1.21.2
                checkout-6f9c7d9b8d-w7r4n.checkout                     Kubernetes     STALE      SYNCED     SYNCED     STALE      NOT SENT     istiod-7c5d8f6b9-lq8mz     1.21.2
                istio-ingressgateway-5d8b9c7f4-8hx2d.istio-system      Kubernetes     SYNCED     SYNCED     SYNCED     NOT SENT   NOT SENT     istiod-7c5d8f6b9-lq8mz     1.21.2
                payments-api-7b4f8c6d5-kq9tz.payments                  Kubernetes     SYNCED     SYNCED     SYNCED     SYNCED     NOT SENT     istiod-7c5d8f6b9-lq8mz     1.21.2
                payments-api-7b4f8c6d5-zr2mx.payments                  Kubernetes     SYNCED     SYNCED     SYNCED     SYNCED     NOT SENT     istiod-7c5d8f6b9-lq8mz     1.21.2
                """),
            ),
            sh(
                "istioctl analyze -n payments",
                "✔ No validation issues found when analyzing namespace: payments.",
            ),
            sh(
                "istioctl analyze -n checkout",
                t("""
                Warning [IST0101] (VirtualService checkout/checkout-routes) Referenced host+subset in destinationrule not found: "checkout.checkout.svc.cluster.local+v2"
                Info [IST0118] (Service checkout/checkout-metrics) Port name metrics (port: 9090, targetPort: 9090) doesn't follow the naming convention of Istio port.
                Error: Analyzers found issues when analyzing namespace: checkout.
                See https://istio.io/v1.21/docs/reference/config/analysis for more information about causing any of these issues.
                """),
            ),
            sh(
                "istioctl proxy-config cluster checkout-6f9c7d9b8d-w7r4n.checkout --fqdn "
                "payments-api.payments.svc.cluster.local",
                t("""
                SERVICE FQDN                                PORT     SUBSET     DIRECTION     TYPE     DESTINATION RULE
                payments-api.payments.svc.cluster.local     8080     -          outbound      EDS      payments-api.payments
                """),
            ),
            sh(
                "kubectl -n checkout delete pod checkout-6f9c7d9b8d-w7r4n",
                'pod "checkout-6f9c7d9b8d-w7r4n" deleted',
            ),
            sh(
                "istioctl proxy-status | grep checkout",
                t("""
                checkout-6f9c7d9b8d-2xkqp.checkout                     Kubernetes     SYNCED     SYNCED     SYNCED     SYNCED     NOT SENT     istiod-7c5d8f6b9-lq8mz     1.21.2
                checkout-6f9c7d9b8d-p5v8c.checkout                     Kubernetes     SYNCED     SYNCED     SYNCED     SYNCED     NOT SENT     istiod-7c5d8f6b9-lq8mz     1.21.2
                """),
            ),
        ],
    )

    # linkerd -------------------------------------------------------------
    session(
        "linkerd",
        True,
        1,
        "Which emojivoto deployment has the lowest success rate, and which route is failing?",
        [
            sh(
                "linkerd viz stat deploy -n emojivoto",
                t("""
                NAME       MESHED   SUCCESS      RPS   LATENCY_P50   LATENCY_P95   LATENCY_P99   TCP_CONN
                emoji         1/1   100.00%   1.9rps           1ms           2ms           2ms          3
                vote-bot      1/1         -        -             -             -             -          -
                voting        1/1    86.21%   1.0rps           1ms           1ms           2ms          3
                web           1/1    93.51%   1.9rps           2ms           4ms           9ms          3
                """),
            ),
            sh(
                "linkerd viz routes deploy/voting -n emojivoto",
                t("""
                ROUTE       SERVICE   SUCCESS      RPS   LATENCY_P50   LATENCY_P95   LATENCY_P99
                [DEFAULT]    voting    86.21%   1.0rps           1ms           1ms           2ms
                """),
            ),
            sh(
                "linkerd viz top deploy/voting -n emojivoto --hide-sources 2>&1 | head -6",
                t("""
                Destination                            Method      Path                                           Count    Best   Worst    Last  Success Rate
                voting-5f5b555dff-qs7hn                POST        /emojivoto.v1.VotingService/VoteDoughnut           12   520µs   1ms     641µs        0.00%
                voting-5f5b555dff-qs7hn                POST        /emojivoto.v1.VotingService/VoteCat                 3   498µs   702µs   533µs      100.00%
                voting-5f5b555dff-qs7hn                POST        /emojivoto.v1.VotingService/VoteManInTuxedo         2   611µs   790µs   611µs      100.00%
                """),
            ),
            sh(
                "linkerd check --proxy -n emojivoto | tail -8",
                t("""
                linkerd-data-plane
                ------------------
                √ data plane namespace exists
                √ data plane proxies are ready
                √ data plane is up-to-date
                √ data plane and cli versions match
                √ data plane pod labels are configured correctly
                √ data plane service labels are configured correctly
                """),
            ),
        ],
    )

    # envoy ---------------------------------------------------------------
    session(
        "envoy",
        True,
        1,
        "The front Envoy returns 503s for /api; check the api_backend cluster's hosts and "
        "error counters and turn on debug logging for the router.",
        [
            sh(
                "curl -s localhost:9901/clusters | grep '^api_backend::' | grep -E "
                "'health_flags|cx_active|rq_error|rq_success'",
                t("""
                api_backend::10.2.3.11:8080::cx_active::14
                api_backend::10.2.3.11:8080::rq_error::0
                api_backend::10.2.3.11:8080::rq_success::188204
                api_backend::10.2.3.11:8080::health_flags::healthy
                api_backend::10.2.3.12:8080::cx_active::0
                api_backend::10.2.3.12:8080::rq_error::4412
                api_backend::10.2.3.12:8080::rq_success::91210
                api_backend::10.2.3.12:8080::health_flags::/failed_outlier_check
                api_backend::10.2.3.13:8080::cx_active::13
                api_backend::10.2.3.13:8080::rq_error::2
                api_backend::10.2.3.13:8080::rq_success::187551
                api_backend::10.2.3.13:8080::health_flags::healthy
                """),
            ),
            sh(
                "curl -s 'localhost:9901/stats?filter=cluster.api_backend.(upstream_rq_5xx|"
                "upstream_rq_503|outlier_detection.ejections_active|upstream_cx_connect_fail)'",
                t("""
                cluster.api_backend.outlier_detection.ejections_active: 1
                cluster.api_backend.upstream_cx_connect_fail: 4398
                cluster.api_backend.upstream_rq_503: 4391
                cluster.api_backend.upstream_rq_5xx: 4415
                """),
            ),
            sh(
                "curl -s 'localhost:9901/config_dump?resource=dynamic_active_clusters&name_regex=api_backend' "
                "| jq '.configs[0].cluster | {name, connect_timeout, outlier_detection}'",
                js(
                    {
                        "name": "api_backend",
                        "connect_timeout": "0.250s",
                        "outlier_detection": {
                            "consecutive_5xx": 5,
                            "interval": "10s",
                            "base_ejection_time": "30s",
                            "max_ejection_percent": 50,
                        },
                    }
                ),
            ),
            sh(
                "curl -s -X POST 'localhost:9901/logging?router=debug'",
                t("""
                active loggers:
                  admin: info
                  aws: info
                  client: info
                  config: info
                  connection: info
                  conn_handler: info
                  http: info
                  pool: info
                  router: debug
                  upstream: info
                """),
            ),
            sh("curl -s localhost:9901/ready", "LIVE"),
        ],
    )
    cf = (
        "curl: (7) Failed to connect to localhost port 15000 after 0 ms: Couldn't connect to server"
    )
    session(
        "envoy",
        False,
        1,
        "Why is the reviews sidecar rejecting TLS from ratings? Look at its listeners and "
        "cluster TLS config through the Envoy admin port (port-forwarded on 15000).",
        [
            sh("curl -s localhost:15000/listeners", cf),
            sh("curl -s 'localhost:15000/config_dump?resource=dynamic_listeners' | head -50", cf),
            sh("curl -s localhost:15000/certs", cf),
            sh("curl -s 'localhost:15000/stats?filter=ssl'", cf),
            sh("curl -s localhost:15000/server_info", cf),
            sh(
                "curl -s http://127.0.0.1:15000/clusters | grep ratings",
                cf.replace("localhost", "127.0.0.1"),
            ),
        ],
    )

    # haproxy -------------------------------------------------------------
    hdr = (
        "# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,"
        "eresp,wretr,wredis,status,weight,act,bck,chkfail,chkdown,lastchg,downtime,"
        "qlimit,pid,iid,sid,throttle,lbtot,tracked,type,rate,rate_lim,rate_max,"
        "check_status,check_code,check_duration"
    )
    session(
        "haproxy",
        True,
        1,
        "Take api3 out of the be_api pool on lb01 for maintenance, confirm it's drained, "
        "then tell me the other servers' status.",
        [
            sh(
                "echo 'show stat' | sudo socat stdio /run/haproxy/admin.sock | grep -E '^# |^be_api'",
                "\n".join(
                    [
                        hdr,
                        "be_api,api1,0,0,41,97,,1882014,921447301,3300512981,,0,,0,2,0,0,UP,1,1,0,0,0,1209341,0,,1,3,1,,627338,,2,14,,88,L7OK,200,2",
                        "be_api,api2,0,0,39,101,,1881990,920113220,3298014411,,0,,0,1,0,0,UP,1,1,0,0,0,1209341,0,,1,3,2,,627331,,2,13,,90,L7OK,200,3",
                        "be_api,api3,0,0,40,95,,1882107,922009417,3301772005,,0,,0,0,0,0,UP,1,1,0,1,0,1209341,0,,1,3,3,,627345,,2,14,,87,L7OK,200,2",
                        "be_api,BACKEND,0,0,120,280,,5646111,2763569938,9900299397,0,0,,0,3,0,0,UP,3,3,0,,0,1209341,0,,1,3,0,,1882014,,1,41,,265,,,",
                    ]
                ),
            ),
            sh(
                "echo 'set server be_api/api3 state drain' | sudo socat stdio /run/haproxy/admin.sock",
                "",
            ),
            sh(
                "echo 'show stat' | sudo socat stdio /run/haproxy/admin.sock | awk -F, '$1==\"be_api\" {print $2, $5, $18}'",
                "api1 44 UP\napi2 43 UP\napi3 6 DRAIN\nBACKEND 93 UP",
            ),
            sh(
                "echo 'show stat' | sudo socat stdio /run/haproxy/admin.sock | awk -F, '$1==\"be_api\" {print $2, $5, $18}'",
                "api1 61 UP\napi2 59 UP\napi3 0 DRAIN\nBACKEND 120 UP",
            ),
            sh(
                "echo 'set server be_api/api3 state maint' | sudo socat stdio /run/haproxy/admin.sock",
                "",
            ),
            sh(
                "echo 'show servers state be_api' | sudo socat stdio /run/haproxy/admin.sock",
                t("""
                1
                # be_id be_name srv_id srv_name srv_addr srv_op_state srv_admin_state srv_uweight srv_iweight srv_time_since_last_change srv_check_status srv_check_result srv_check_health srv_check_state srv_agent_state bk_f_forced_id srv_f_forced_id srv_fqdn srv_port srvrecord srv_use_ssl srv_check_port srv_check_addr srv_agent_addr srv_agent_port
                3 be_api 1 api1 10.2.3.11 2 0 1 1 1209402 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
                3 be_api 2 api2 10.2.3.12 2 0 1 1 1209402 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
                3 be_api 3 api3 10.2.3.13 0 1 1 1 12 1 0 0 14 0 0 0 - 8080 - 0 0 - - 0
                """),
            ),
        ],
    )
    se = (
        '2024/05/14 11:02:{s} socat[{p}] E connect(5, AF=1 "/run/haproxy/admin.sock", 25): '
        "Connection refused"
    )
    session(
        "haproxy",
        False,
        1,
        "Which backend servers on lb02 are failing health checks right now?",
        [
            sh(
                "echo 'show stat' | sudo socat stdio /run/haproxy/admin.sock",
                se.format(s="33", p="88121"),
            ),
            sh(
                "echo 'show servers state' | sudo socat stdio /run/haproxy/admin.sock",
                se.format(s="41", p="88140"),
            ),
            sh(
                "echo 'show info' | sudo socat stdio UNIX-CONNECT:/run/haproxy/admin.sock",
                se.format(s="52", p="88162"),
            ),
            sh(
                "echo 'show stat -1 4 -1' | sudo socat stdio /run/haproxy/admin.sock",
                se.format(s="58", p="88177"),
            ),
            sh(
                "echo 'show health' | sudo socat - /run/haproxy/admin.sock",
                se.format(s="59", p="88190"),
            ),
            sh(
                "sudo socat stdio /run/haproxy/admin.sock <<< 'show stat'",
                se.format(s="59", p="88203"),
            ),
        ],
    )

    # nginx ---------------------------------------------------------------
    session(
        "nginx",
        True,
        1,
        "Users get 502s on shop.example.com since this morning; find the cause in nginx and "
        "fix the upstream port if it's wrong.",
        [
            sh(
                "sudo nginx -T 2>/dev/null | grep -n -A6 'upstream shop_backend'",
                t("""
                118:upstream shop_backend {
                119-    server 127.0.0.1:8081 max_fails=3 fail_timeout=10s;
                120-    server 127.0.0.1:8082 max_fails=3 fail_timeout=10s;
                121-    keepalive 32;
                122-}
                123-
                124-server {
                """),
            ),
            sh(
                "sudo tail -n 4 /var/log/nginx/error.log",
                t("""
                2024/05/14 09:41:12 [error] 3312#3312: *88120 connect() failed (111: Connection refused) while connecting to upstream, client: 203.0.113.77, server: shop.example.com, request: "GET /cart HTTP/2.0", upstream: "http://127.0.0.1:8082/cart", host: "shop.example.com"
                2024/05/14 09:41:12 [warn] 3312#3312: *88120 upstream server temporarily disabled while connecting to upstream, client: 203.0.113.77, server: shop.example.com, request: "GET /cart HTTP/2.0", upstream: "http://127.0.0.1:8082/cart", host: "shop.example.com"
                2024/05/14 09:41:15 [error] 3313#3313: *88131 connect() failed (111: Connection refused) while connecting to upstream, client: 198.51.100.9, server: shop.example.com, request: "POST /api/checkout HTTP/2.0", upstream: "http://127.0.0.1:8081/api/checkout", host: "shop.example.com"
                2024/05/14 09:41:15 [error] 3313#3313: *88131 no live upstreams while connecting to upstream, client: 198.51.100.9, server: shop.example.com, request: "POST /api/checkout HTTP/2.0", upstream: "http://shop_backend/api/checkout", host: "shop.example.com"
                """),
            ),
            sh(
                "sudo awk '$9==502 {print substr($4,2,14)}' /var/log/nginx/access.log | sort | uniq -c | tail -4",
                t("""
                    3 14/May/2024:06
                  211 14/May/2024:07
                 1893 14/May/2024:08
                 2410 14/May/2024:09
                """),
            ),
            sh(
                "sudo ss -tlnp | grep -E ':80(8[0-9])'",
                t("""
                LISTEN 0      511        127.0.0.1:8091      0.0.0.0:*    users:(("node",pid=40112,fd=21))
                LISTEN 0      511        127.0.0.1:8092      0.0.0.0:*    users:(("node",pid=40113,fd=21))
                """),
            ),
            sh(
                "sudo sed -i 's/127.0.0.1:8081/127.0.0.1:8091/; s/127.0.0.1:8082/127.0.0.1:8092/' "
                "/etc/nginx/conf.d/shop.conf && sudo nginx -t",
                t("""
                nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
                nginx: configuration file /etc/nginx/nginx.conf test is successful
                """),
            ),
            sh("sudo systemctl reload nginx", ""),
            sh("curl -s -o /dev/null -w '%{http_code}\\n' https://shop.example.com/cart", "200"),
        ],
    )
    session(
        "nginx",
        False,
        1,
        "How many requests did /api/export get in the last hour, and from which client IPs?",
        [
            sh("sudo grep -c '/api/export' /var/log/nginx/access.log", "0"),
            sh(
                "sudo grep '/api/export' /var/log/nginx/access.log | awk '{print $1}' | sort | uniq -c",
                "",
            ),
            sh("sudo tail -n 20 /var/log/nginx/access.log", ""),
            sh("sudo grep -c 'export' /var/log/nginx/access.log", "0"),
            sh(
                "sudo awk '$7 ~ /^\\/api\\// {print $7}' /var/log/nginx/access.log | sort | uniq -c | sort -rn | head",
                "",
            ),
            sh("sudo grep '14/May/2024:1[01]' /var/log/nginx/access.log | head", ""),
            sh("sudo wc -l /var/log/nginx/access.log", "0 /var/log/nginx/access.log"),
        ],
    )

    # traefik -------------------------------------------------------------
    session(
        "traefik",
        True,
        1,
        "Is the billing router in Traefik using TLS and which backend servers does it "
        "point at? Also any routers with errors?",
        [
            (
                "http_get",
                {"url": "http://traefik.internal:8080/api/http/routers?search=billing"},
                js(
                    [
                        {
                            "entryPoints": ["websecure"],
                            "middlewares": ["secure-headers@file"],
                            "service": "billing",
                            "rule": "Host(`billing.example.com`)",
                            "tls": {"certResolver": "le"},
                            "status": "enabled",
                            "using": ["websecure"],
                            "name": "billing@docker",
                            "provider": "docker",
                        }
                    ]
                ),
            ),
            (
                "http_get",
                {"url": "http://traefik.internal:8080/api/http/services/billing@docker"},
                js(
                    {
                        "loadBalancer": {
                            "servers": [
                                {"url": "http://172.18.0.7:3000"},
                                {"url": "http://172.18.0.9:3000"},
                            ],
                            "passHostHeader": True,
                        },
                        "status": "enabled",
                        "usedBy": ["billing@docker"],
                        "serverStatus": {
                            "http://172.18.0.7:3000": "UP",
                            "http://172.18.0.9:3000": "UP",
                        },
                        "name": "billing@docker",
                        "provider": "docker",
                        "type": "loadbalancer",
                    }
                ),
            ),
            (
                "http_get",
                {"url": "http://traefik.internal:8080/api/overview"},
                js(
                    {
                        "http": {
                            "routers": {"total": 14, "warnings": 0, "errors": 1},
                            "services": {"total": 16, "warnings": 0, "errors": 0},
                            "middlewares": {"total": 6, "warnings": 0, "errors": 0},
                        },
                        "tcp": {
                            "routers": {"total": 0, "warnings": 0, "errors": 0},
                            "services": {"total": 0, "warnings": 0, "errors": 0},
                        },
                        "features": {"tracing": "", "metrics": "Prometheus", "accessLog": True},
                        "providers": ["Docker", "File"],
                    }
                ),
            ),
            (
                "http_get",
                {"url": "http://traefik.internal:8080/api/http/routers?status=disabled"},
                js(
                    [
                        {
                            "entryPoints": ["websecure"],
                            "service": "grafana-svc",
                            "rule": "Host(`grafana.example.com`)",
                            "tls": {"certResolver": "le"},
                            "error": ['the service "grafana-svc@docker" does not exist'],
                            "status": "disabled",
                            "name": "grafana@docker",
                            "provider": "docker",
                        }
                    ]
                ),
            ),
        ],
    )
    session(
        "traefik",
        False,
        1,
        "List every router Traefik has for the staging stack and their rules.",
        [
            (
                "http_get",
                {"url": "http://traefik-staging.internal:8080/api/http/routers"},
                "404 page not found\n",
            ),
            (
                "http_get",
                {"url": "http://traefik-staging.internal:8080/api/overview"},
                "404 page not found\n",
            ),
            (
                "http_get",
                {"url": "http://traefik-staging.internal:8080/api/rawdata"},
                "404 page not found\n",
            ),
            (
                "http_get",
                {"url": "http://traefik-staging.internal:8080/api/http/routers?search=staging"},
                "404 page not found\n",
            ),
            (
                "http_get",
                {"url": "http://traefik-staging.internal:8080/api/entrypoints"},
                "404 page not found\n",
            ),
            (
                "http_get",
                {"url": "http://traefik-staging.internal:8080/api/version"},
                "404 page not found\n",
            ),
        ],
    )

    # caddy ---------------------------------------------------------------
    session(
        "caddy",
        True,
        1,
        "Add a second upstream (10.0.5.22:9000) to the docs.example.com reverse proxy in "
        "Caddy without a restart and confirm both upstreams are healthy.",
        [
            (
                "http_get",
                {"url": "http://localhost:2019/config/apps/http/servers/srv0/routes/0"},
                js(
                    {
                        "match": [{"host": ["docs.example.com"]}],
                        "handle": [
                            {
                                "handler": "subroute",
                                "routes": [
                                    {
                                        "handle": [
                                            {
                                                "handler": "reverse_proxy",
                                                "health_checks": {
                                                    "active": {
                                                        "uri": "/healthz",
                                                        "interval": 10000000000,
                                                    }
                                                },
                                                "upstreams": [{"dial": "10.0.5.21:9000"}],
                                            }
                                        ]
                                    }
                                ],
                            }
                        ],
                        "terminal": True,
                    }
                ),
            ),
            (
                "http_request",
                {
                    "method": "POST",
                    "url": "http://localhost:2019/config/apps/http/servers/srv0/routes/0/handle/0/routes/0/handle/0/upstreams",
                    "json": {"dial": "10.0.5.22:9000"},
                },
                "",
            ),
            (
                "http_get",
                {
                    "url": "http://localhost:2019/config/apps/http/servers/srv0/routes/0/handle/0/routes/0/handle/0/upstreams"
                },
                js([{"dial": "10.0.5.21:9000"}, {"dial": "10.0.5.22:9000"}], None) + "\n",
            ),
            (
                "http_get",
                {"url": "http://localhost:2019/reverse_proxy/upstreams"},
                js(
                    [
                        {"address": "10.0.5.21:9000", "num_requests": 3, "fails": 0},
                        {"address": "10.0.5.22:9000", "num_requests": 0, "fails": 0},
                    ],
                    None,
                )
                + "\n",
            ),
            (
                "http_get",
                {"url": "http://localhost:2019/reverse_proxy/upstreams"},
                js(
                    [
                        {"address": "10.0.5.21:9000", "num_requests": 2, "fails": 0},
                        {"address": "10.0.5.22:9000", "num_requests": 2, "fails": 0},
                    ],
                    None,
                )
                + "\n",
            ),
        ],
    )


# ---------------------------------------------------------------- 5. linux administration
def d5_linux() -> None:
    session(
        "systemd",
        True,
        1,
        "The worker service on this box keeps restarting; find out why from the journal "
        "and restart it once the config is fixed.",
        [
            bash(
                "systemctl status queue-worker --no-pager",
                t("""
                ● queue-worker.service - Queue worker
                     Loaded: loaded (/etc/systemd/system/queue-worker.service; enabled; vendor preset: enabled)
                     Active: activating (auto-restart) (Result: exit-code) since Tue 2024-05-14 10:02:41 UTC; 3s ago
                    Process: 91022 ExecStart=/opt/worker/bin/worker --config /etc/worker/config.yaml (code=exited, status=78)
                   Main PID: 91022 (code=exited, status=78)
                        CPU: 412ms
                """),
                3,
            ),
            bash(
                "journalctl -u queue-worker --since '10 min ago' --no-pager | tail -6",
                t("""
                May 14 10:02:38 app05 systemd[1]: Started Queue worker.
                May 14 10:02:41 app05 worker[91022]: level=error msg="config: redis.url: parse \\"redis//10.0.6.4:6379/0\\": invalid URI for request"
                May 14 10:02:41 app05 systemd[1]: queue-worker.service: Main process exited, code=exited, status=78/CONFIG
                May 14 10:02:41 app05 systemd[1]: queue-worker.service: Failed with result 'exit-code'.
                May 14 10:02:46 app05 systemd[1]: queue-worker.service: Scheduled restart job, restart counter is at 212.
                May 14 10:02:46 app05 systemd[1]: Stopped Queue worker.
                """),
            ),
            bash("grep -n 'url:' /etc/worker/config.yaml", "14:  url: redis//10.0.6.4:6379/0"),
            bash(
                "sudo sed -i '14s#redis//#redis://#' /etc/worker/config.yaml && grep -n 'url:' /etc/worker/config.yaml",
                "14:  url: redis://10.0.6.4:6379/0",
            ),
            bash("sudo systemctl restart queue-worker", ""),
            bash(
                "systemctl is-active queue-worker; journalctl -u queue-worker -n 2 --no-pager",
                t("""
                active
                May 14 10:04:12 app05 systemd[1]: Started Queue worker.
                May 14 10:04:12 app05 worker[91588]: level=info msg="connected to redis" addr=10.0.6.4:6379 queues=[default,mail,reports]
                """),
            ),
        ],
    )
    session(
        "systemd",
        True,
        2,
        "After the reboot, did any systemd units fail on this host? If none, just say so.",
        [
            bash(
                "systemctl list-units --failed --no-pager",
                t("""
                  UNIT LOAD ACTIVE SUB DESCRIPTION
                0 loaded units listed.
                """),
            ),
            bash(
                "systemctl list-units --failed --user --no-pager",
                t("""
                  UNIT LOAD ACTIVE SUB DESCRIPTION
                0 loaded units listed.
                """),
            ),
            bash("journalctl -b -p err --no-pager | head", "-- No entries --"),
            bash("uptime -s; systemctl is-system-running", "2024-05-14 06:12:09\nrunning"),
        ],
    )
    session(
        "systemd",
        False,
        1,
        "What killed the payment-gateway service last night around 02:00? Check the logs.",
        [
            bash(
                "journalctl -u payment-gateway --since '2024-05-14 01:30' --until '2024-05-14 02:30' --no-pager",
                "-- No entries --",
            ),
            bash("journalctl -u payment-gateway --since yesterday --no-pager", "-- No entries --"),
            bash(
                "journalctl --since '2024-05-14 01:50' --until '2024-05-14 02:10' --no-pager | grep -i payment",
                "",
                1,
            ),
            bash(
                "journalctl -k --since '2024-05-14 01:00' --until '2024-05-14 03:00' --no-pager",
                "-- No entries --",
            ),
            bash(
                "journalctl -u payment-gateway.service -b -1 --no-pager",
                "Specifying boot ID or boot offset has no effect, no persistent journal was found.\n-- No entries --",
            ),
            bash(
                "journalctl -t kernel --since '2024-05-13' --until '2024-05-14 06:00' --no-pager | grep -i oom",
                "",
                1,
            ),
            bash(
                "journalctl -u payment-gateway --since '2024-05-13 22:00' --no-pager -o short-iso",
                "-- No entries --",
            ),
        ],
    )

    # cron ----------------------------------------------------------------
    session(
        "cron",
        True,
        1,
        "Is the nightly report job scheduled on this server and did it run last night? "
        "Also check the deploy user doesn't have its own crontab.",
        [
            bash(
                "sudo crontab -l -u reports",
                t("""
                # m h  dom mon dow   command
                MAILTO=ops@corp.example
                15 2 * * * /opt/reports/bin/nightly.sh >> /var/log/reports/nightly.log 2>&1
                """),
            ),
            bash("sudo crontab -l -u deploy", "no crontab for deploy", 1),
            bash("ls /etc/cron.d", "certbot\ne2scrub_all\nlogrotate-hourly\nsysstat"),
            bash(
                "grep CRON /var/log/syslog | grep nightly | tail -2",
                t("""
                May 13 02:15:01 rpt01 CRON[711820]: (reports) CMD (/opt/reports/bin/nightly.sh >> /var/log/reports/nightly.log 2>&1)
                May 14 02:15:01 rpt01 CRON[802311]: (reports) CMD (/opt/reports/bin/nightly.sh >> /var/log/reports/nightly.log 2>&1)
                """),
            ),
            bash(
                "tail -3 /var/log/reports/nightly.log",
                t("""
                2024-05-14T02:15:02Z starting nightly report for 2024-05-13
                2024-05-14T02:31:47Z wrote /srv/reports/2024-05-13/summary.pdf (412 KB)
                2024-05-14T02:31:48Z done in 1006s
                """),
            ),
        ],
    )

    # sockets -------------------------------------------------------------
    session(
        "sockets",
        True,
        1,
        "Something is already bound to 8080 so the new service can't start; find the "
        "process and stop it.",
        [
            bash(
                "sudo ss -tlnp '( sport = :8080 )'",
                t("""
                State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
                LISTEN 0      4096         0.0.0.0:8080      0.0.0.0:*    users:(("java",pid=2231,fd=112))
                """),
            ),
            bash(
                "ps -o pid,user,lstart,cmd -p 2231",
                t("""
                    PID USER     STARTED                  CMD
                   2231 jenkins  Mon Apr 29 08:01:12 2024 /usr/bin/java -Djava.awt.headless=true -jar /usr/share/java/jenkins.war --webroot=/var/cache/jenkins/war --httpPort=8080
                """),
            ),
            bash(
                "sudo lsof -nP -iTCP:8080 -sTCP:ESTABLISHED | head -4",
                t("""
                COMMAND  PID    USER   FD   TYPE   DEVICE SIZE/OFF NODE NAME
                java    2231 jenkins  118u  IPv6 81822019      0t0  TCP 10.0.3.40:8080->10.0.3.7:51544 (ESTABLISHED)
                """),
            ),
            bash(
                "sudo systemctl disable --now jenkins",
                t("""
                Synchronizing state of jenkins.service with SysV service script with /lib/systemd/systemd-sysv-install.
                Executing: /lib/systemd/systemd-sysv-install disable jenkins
                Removed /etc/systemd/system/multi-user.target.wants/jenkins.service.
                """),
            ),
            bash(
                "sudo ss -tlnp '( sport = :8080 )'",
                "State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess",
            ),
        ],
    )
    nrh = "ssh: connect to host app07.corp.local port 22: No route to host"
    session(
        "sockets",
        False,
        1,
        "On app07, which process holds the most open connections to the database (10.0.6.10:5432)?",
        [
            bash('ssh app07.corp.local "sudo ss -tnp dst 10.0.6.10:5432"', nrh, 255),
            bash("ssh app07.corp.local 'sudo lsof -nP -iTCP@10.0.6.10:5432'", nrh, 255),
            bash("ssh -o ConnectTimeout=10 app07.corp.local 'ss -s'", nrh, 255),
            bash(
                "ssh app07 'sudo ss -tnp | grep 5432 | wc -l'",
                "ssh: connect to host app07 port 22: No route to host",
                255,
            ),
            bash("ssh ops@app07.corp.local 'sudo netstat -tnp | grep :5432'", nrh, 255),
            bash("ssh app07.corp.local 'cat /proc/net/tcp | wc -l'", nrh, 255),
        ],
    )

    # dmesg ---------------------------------------------------------------
    session(
        "dmesg",
        True,
        1,
        "The ML box rebooted jobs overnight; check whether the kernel OOM-killed anything "
        "or logged disk errors.",
        [
            bash(
                "sudo dmesg -T | grep -i -E 'out of memory|oom-kill|killed process' | tail -5",
                t("""
                [Tue May 14 01:12:44 2024] python3 invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0
                [Tue May 14 01:12:44 2024] oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=/,mems_allowed=0-1,oom_memcg=/system.slice/train@7.service,task_memcg=/system.slice/train@7.service,task=python3,pid=220417,uid=1003
                [Tue May 14 01:12:44 2024] Memory cgroup out of memory: Killed process 220417 (python3) total-vm:188402112kB, anon-rss:125829120kB, file-rss:61440kB, shmem-rss:0kB, UID:1003 pgtables:248812kB oom_score_adj:0
                """),
            ),
            bash(
                "systemctl show train@7 -p MemoryMax -p MemoryPeak",
                "MemoryMax=128849018880\nMemoryPeak=128849018880",
            ),
            bash(
                "sudo dmesg -T --level=err,crit,alert,emerg | tail -5",
                t("""
                [Mon May 13 18:20:05 2024] ACPI Error: No handler for Region [SYSI] (00000000b1a0c5e2) [IPMI] (20230331/evregion-130)
                [Mon May 13 18:20:05 2024] ACPI Error: Region IPMI (ID=7) has no handler (20230331/exfldio-261)
                """),
            ),
            bash("sudo dmesg -T | grep -i -E 'I/O error|blk_update_request|nvme.*timeout'", "", 1),
        ],
    )

    # sysstat -------------------------------------------------------------
    session(
        "sysstat",
        True,
        1,
        "Was the database host CPU- or IO-bound during yesterday's 14:00-15:00 slowdown? "
        "And what does the disk look like right now?",
        [
            bash(
                "sar -u -f /var/log/sysstat/sa13 -s 14:00:00 -e 15:00:00",
                t("""
                Linux 5.15.0-105-generic (db01) 	05/13/2024 	_x86_64_	(32 CPU)

                02:00:01 PM     CPU     %user     %nice   %system   %iowait    %steal     %idle
                02:10:01 PM     all     18.22      0.00      6.41     31.87      0.00     43.50
                02:20:01 PM     all     17.90      0.00      6.55     38.02      0.00     37.53
                02:30:01 PM     all     19.41      0.00      6.92     41.15      0.00     32.52
                02:40:01 PM     all     16.77      0.00      6.10     29.44      0.00     47.69
                02:50:01 PM     all     11.02      0.00      4.01      6.30      0.00     78.67
                Average:        all     16.66      0.00      6.00     29.36      0.00     47.98
                """),
            ),
            bash(
                "sar -d -p -f /var/log/sysstat/sa13 -s 14:20:00 -e 14:30:01 | grep -E 'DEV|nvme|md'",
                t("""
                02:20:01 PM       DEV       tps     rkB/s     wkB/s     dkB/s   areq-sz    aqu-sz     await     %util
                02:30:01 PM   nvme0n1   8120.44 412220.18  98210.07      0.00     62.86     41.22      5.08     99.12
                02:30:01 PM   nvme1n1   8098.12 410981.50  98002.88      0.00     62.85     40.90      5.05     99.07
                02:30:01 PM       md0  16210.33 823201.64 196212.95      0.00     62.87      0.00      0.00      0.00
                Average:      nvme0n1   8120.44 412220.18  98210.07      0.00     62.86     41.22      5.08     99.12
                Average:      nvme1n1   8098.12 410981.50  98002.88      0.00     62.85     40.90      5.05     99.07
                Average:          md0  16210.33 823201.64 196212.95      0.00     62.87      0.00      0.00      0.00
                """),
            ),
            bash(
                "iostat -xz 5 2 | tail -6",
                t("""
                avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                           9.12    0.00    3.05    1.22    0.00   86.61

                Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util
                nvme0n1        210.40   9841.60     0.00   0.00    0.21    46.78  640.20  21022.40     0.00   0.00    0.04    32.84    0.00      0.00     0.00   0.00    0.00     0.00   12.00    0.38    0.08  11.04
                nvme1n1        208.80   9772.00     0.00   0.00    0.21    46.80  640.20  21022.40     0.00   0.00    0.04    32.84    0.00      0.00     0.00   0.00    0.00     0.00   12.00    0.37    0.08  10.96
                """),
            ),
        ],
    )

    def nosa(d: str) -> str:
        return (
            f"Cannot open /var/log/sysstat/sa{d}: No such file or directory\n"
            "Please check if data collecting is enabled"
        )

    session(
        "sysstat",
        False,
        1,
        "Show memory and swap usage on this host for the last three days; we suspect a leak.",
        [
            bash("sar -r", nosa("14"), 1),
            bash("sar -r -f /var/log/sysstat/sa13", nosa("13"), 1),
            bash("sar -S -f /var/log/sysstat/sa12", nosa("12"), 1),
            bash("sar -r -f /var/log/sysstat/sa11", nosa("11"), 1),
            bash("sar -W -s 00:00:00", nosa("14"), 1),
            bash("sar -r ALL -f /var/log/sysstat/sa13 -s 08:00:00", nosa("13"), 1),
        ],
    )

    # auditd --------------------------------------------------------------
    session(
        "auditd",
        True,
        1,
        "Did anyone modify /etc/passwd or /etc/shadow since yesterday, and who had failed "
        "logins today? 'Nobody' is a fine answer for the first part.",
        [
            bash(
                "sudo auditctl -l | grep -E 'passwd|shadow'",
                t("""
                -w /etc/passwd -p wa -k identity
                -w /etc/shadow -p wa -k identity
                """),
            ),
            bash("sudo ausearch -k identity -ts yesterday -i", "<no matches>", 1),
            bash(
                "sudo ausearch -m USER_LOGIN --success no -ts today -i | head -12",
                t("""
                ----
                type=USER_LOGIN msg=audit(05/14/2024 03:41:12.881:88120) : pid=112044 uid=root auid=unset ses=unset subj=unconfined msg='op=login acct=admin exe=/usr/sbin/sshd hostname=? addr=45.148.10.77 terminal=sshd res=failed'
                ----
                type=USER_LOGIN msg=audit(05/14/2024 03:41:15.207:88126) : pid=112051 uid=root auid=unset ses=unset subj=unconfined msg='op=login acct=(invalid user) exe=/usr/sbin/sshd hostname=? addr=45.148.10.77 terminal=sshd res=failed'
                ----
                type=USER_LOGIN msg=audit(05/14/2024 08:02:44.530:90114) : pid=118702 uid=root auid=unset ses=unset subj=unconfined msg='op=login acct=mlopez exe=/usr/sbin/sshd hostname=? addr=10.0.9.31 terminal=sshd res=failed'
                """),
            ),
            bash(
                "sudo aureport --login --failed --summary -ts today",
                t("""

                Failed Login Summary Report
                ============================
                total  auid
                ============================
                2  admin
                1  mlopez
                """),
            ),
        ],
    )

    # firewall ------------------------------------------------------------
    session(
        "firewall",
        True,
        1,
        "Open 9100/tcp for the Prometheus node exporter on this host (public zone), "
        "permanently, and show me it's in the live ruleset.",
        [
            bash(
                "sudo firewall-cmd --zone=public --list-all",
                t("""
                public (active)
                  target: default
                  icmp-block-inversion: no
                  interfaces: ens192
                  sources:
                  services: dhcpv6-client ssh
                  ports: 443/tcp
                  protocols:
                  forward: yes
                  masquerade: no
                  forward-ports:
                  source-ports:
                  icmp-blocks:
                  rich rules:
                """),
            ),
            bash("sudo firewall-cmd --zone=public --permanent --add-port=9100/tcp", "success"),
            bash("sudo firewall-cmd --reload", "success"),
            bash("sudo firewall-cmd --zone=public --list-ports", "443/tcp 9100/tcp"),
            bash(
                "sudo nft list chain inet firewalld filter_IN_public_allow",
                t("""
                table inet firewalld {
                	chain filter_IN_public_allow {
                		tcp dport 22 ct state { new, untracked } accept
                		ip6 daddr fe80::/64 udp dport 546 ct state { new, untracked } accept
                		tcp dport 443 ct state { new, untracked } accept
                		tcp dport 9100 ct state { new, untracked } accept
                	}
                }
                """),
            ),
        ],
    )

    # timesync ------------------------------------------------------------
    session(
        "timesync",
        True,
        1,
        "Kerberos logins fail with clock skew on this host; check time sync and fix it.",
        [
            bash(
                "timedatectl",
                t("""
                               Local time: Tue 2024-05-14 10:21:40 UTC
                           Universal time: Tue 2024-05-14 10:21:40 UTC
                                 RTC time: Tue 2024-05-14 10:27:02
                                Time zone: Etc/UTC (UTC, +0000)
                System clock synchronized: no
                              NTP service: active
                          RTC in local time: no
                """),
            ),
            bash(
                "chronyc tracking",
                t("""
                Reference ID    : 00000000 ()
                Stratum         : 0
                Ref time (UTC)  : Thu Jan 01 00:00:00 1970
                System time     : 0.000000000 seconds fast of NTP time
                Last offset     : +0.000000000 seconds
                RMS offset      : 0.000000000 seconds
                Frequency       : 11.204 ppm slow
                Residual freq   : +0.000 ppm
                Skew            : 0.000 ppm
                Root delay      : 1.000000000 seconds
                Root dispersion : 1.000000000 seconds
                Update interval : 0.0 seconds
                Leap status     : Not synchronised
                """),
            ),
            bash(
                "chronyc sources -v | tail -4",
                t("""
                MS Name/IP address         Stratum Poll Reach LastRx Last sample
                ===============================================================================
                ^? ntp1.corp.local               0   6     0     -     +0ns[   +0ns] +/-    0ns
                ^? ntp2.corp.local               0   6     0     -     +0ns[   +0ns] +/-    0ns
                """),
            ),
            bash(
                "sudo nft -a list chain inet filter output | grep -i -E 'udp.*(123|ntp)'",
                "\t\tudp dport 123 drop # handle 27",
            ),
            bash("sudo nft delete rule inet filter output handle 27", ""),
            bash(
                "chronyc sources | tail -2",
                t("""
                ^* ntp1.corp.local               2   6    17     4   -5.3ms[ -322s] +/-   18ms
                ^+ ntp2.corp.local               2   6    17     4   -4.9ms[ -322s] +/-   21ms
                """),
            ),
            bash("sudo chronyc makestep", "200 OK"),
            bash(
                "chronyc tracking | grep -E 'System time|Leap'",
                t("""
                System time     : 0.000012207 seconds slow of NTP time
                Leap status     : Normal
                """),
            ),
        ],
    )
    session(
        "timesync",
        False,
        1,
        "Is this server's clock in sync with the NTP servers, and by how much is it off?",
        [
            bash("chronyc tracking", "506 Cannot talk to daemon", 1),
            bash("chronyc sources -v", "506 Cannot talk to daemon", 1),
            bash("chronyc -n sourcestats", "506 Cannot talk to daemon", 1),
            bash("sudo chronyc activity", "506 Cannot talk to daemon", 1),
            bash("chronyc -h 127.0.0.1 tracking", "506 Cannot talk to daemon", 1),
            bash("chronyc waitsync 1", "506 Cannot talk to daemon", 1),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    d1_virtualization()
    d2_storage()
    d3_config()
    d4_proxies()
    d5_linux()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    target = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout23.jsonl"
    )
    main(target)
