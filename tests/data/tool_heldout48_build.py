# ruff: noqa: E501, E731, UP031
"""Held-out fixture tool_heldout48: five tool domains no earlier fixture covered.

Each row is one tool call in the project's ``real-runs`` format; rows of one session are
consecutive.  Every result is the string a harness hands the model: the response body of a
REST call (as an HTTP tool or MCP server returns it), or the stdout/stderr of a CLI run
through a shell tool.  Identifiers are derived from SHA-256 hashes of fixed strings; nothing
depends on the clock or on randomness.

Where the formats come from, family by family, and how sure we are (written from the tools'
documentation and source as remembered and spot-checked; the ``search`` corpus gave little
on these families, so most shapes rest on memory of the real output):

1. Virtualisation
   - vboxmanage: ``VBoxManage list vms`` ("name" {uuid}), ``showvminfo --machinereadable``
     (key="value" lines), ``snapshot take`` progress line, ``startvm --type headless``
     messages, and the "Failed to create the VirtualBox object!" error when VBoxSVC is
     gone. High confidence.
   - hyperv: PowerShell ``Get-VM`` / ``Get-VMSnapshot`` / ``Get-VMNetworkAdapter`` default
     table views; ``Checkpoint-VM`` writes nothing on success. High confidence.
   - ovirt: oVirt Engine REST v4 with ``Accept: application/json`` (``{"vm": [...]}``
     collections, action responses with ``"status": "complete"``); the 401 HTML page on an
     expired SSO token. Medium-high confidence.
   - nutanix: Prism Central v3 ``POST /vms/list`` (``api_version``, ``metadata`` with
     ``total_matches``/``offset``/``length``, ``entities``) and ``GET /tasks/{uuid}``.
     Medium-high confidence.
   - xe: XCP-ng ``xe vm-list`` (uuid ( RO) / name-label ( RW) blocks), ``vm-snapshot``
     printing the new UUID, ``vm-param-get``. High confidence.
   - onevm: OpenNebula ``onevm list`` / ``onevm show`` text; commands that change state
     print nothing; the XML-RPC authentication error line. High confidence.
2. Network devices and packet tools
   - mikrotik: RouterOS v7 REST (JSON arrays of records with ``.id`` and string values;
     errors ``{"error":401,"message":"Unauthorized"}``). High confidence.
   - fortios: FortiOS REST ``/api/v2/cmdb`` and ``/api/v2/monitor`` envelopes
     (``http_method``, ``results``, ``vdom``, ``serial``, ``version``, ``build``,
     ``status``, ``http_status``). High confidence on the envelope.
   - panos: PAN-OS XML API ``<response status="success">`` for op/config/commit and
     ``show jobs id``; ``Invalid credentials.`` error. High confidence.
   - vyos: VyOS operational mode (``show interfaces``, ``show ip bgp summary`` in FRR
     format, ``show ip route``). High confidence.
   - tshark: ``-z conv,tcp``, ``-z io,stat`` and ``-T fields`` output. High confidence.
   - aruba-central: Aruba Central REST ``/monitoring/v2/aps`` (``aps``, ``count``,
     ``total``), ``/monitoring/v1/clients``; ``invalid_token`` error. Medium confidence.
3. Malware analysis and reverse engineering
   - yara: ``yara -s -r`` match lines and string lines, ``-c`` counts, compiled-rules
     version error. High confidence.
   - volatility3: ``vol -f`` table output after the "Volatility 3 Framework" banner and
     progress line; the unsatisfied symbol-table requirement message. High confidence.
   - ghidra: ``analyzeHeadless`` INFO log lines with script ``println`` output; the
     LockException on a locked project. Medium-high confidence.
   - radare2: ``r2 -q -c`` outputs of ``iI``, ``afl``, ``izz``, ``pdf``, ``axt``.
     High confidence.
   - binwalk: binwalk v2 signature scan table (DECIMAL / HEXADECIMAL / DESCRIPTION) and
     ``-E`` entropy lines. High confidence.
   - frida: ``frida-ps -U`` tables, ``frida -U -f ... -l`` console output, and the
     "unable to connect to remote frida-server" error. High confidence.
4. CI servers
   - teamcity: TeamCity REST JSON (``count``, ``href``, ``build`` arrays, ``state``,
     ``status``, ``statusText``); the plain-text "Authentication required" 401. High.
   - travis: Travis API v3 (``@type``, ``@href``, ``@pagination``; the ``pending``
     request response; ``{"@type": "error", "error_type": "login_required"}``). Medium-high.
   - spinnaker: Gate ``/applications/{app}/pipelines``, ``POST /pipelines/{app}/{name}``
     (``{"ref": ...}``), ``GET /pipelines/{id}``. Medium confidence on field subsets.
   - harness: Harness NG envelopes ``{"status","data","metaData","correlationId"}``, paged
     ``content``. Medium confidence.
   - gitea: Gitea API v1 JSON (pulls, combined status, issue comments). High confidence.
   - woodpecker: ``woodpecker-cli`` table/text output and Go net/http dial errors. Medium.
5. Package and dependency services
   - harbor: Harbor v2.0 API (repositories, artifacts with ``scan_overview``; the
     ``{"errors":[{"code":"UNAUTHORIZED",...}]}`` error). High confidence.
   - quay: Quay API v1 tag listing (``tags``, ``page``, ``has_additional``) and the
     security endpoint; an HAProxy 504 page. Medium-high confidence.
   - cloudsmith: ``cloudsmith ls pkgs`` CLI output and its throttling error. Medium.
   - dependabot: GitHub REST Dependabot alerts (alert objects, dismiss PATCH, 403
     "Resource not accessible by personal access token"). High confidence.
   - renovate: Renovate's logger lines (``DEBUG: ... (repository=...)``, ``INFO:``) read
     from a log file through a shell tool. Medium-high confidence.
   - codeartifact: ``aws codeartifact`` JSON outputs. High confidence.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def hx(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uid(s: str) -> str:
    h = hashlib.sha256(s.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def J(obj) -> str:
    return json.dumps(obj, indent=2)


def sess(family: str, ok: bool, n: int, task: str, calls: list) -> None:
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout48/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


def sh(cmd: str) -> dict:
    return {"command": cmd}


def http(method: str, url: str, body=None) -> dict:
    d = {"method": method, "url": url}
    if body is not None:
        d["body"] = body
    return d


# ---------------------------------------------------------------- 1. virtualisation


def virtualisation() -> None:
    u = {n: uid("vbox" + n) for n in ("build-win11", "ubuntu-ci", "kali-lab", "pfsense")}
    sess(
        "vboxmanage",
        True,
        1,
        "Snapshot the ubuntu-ci VM before I upgrade it, then start it headless and tell me its IP.",
        [
            ("bash", sh("VBoxManage list vms"), "".join(f'"{k}" {{{v}}}\n' for k, v in u.items())),
            (
                "bash",
                sh("VBoxManage showvminfo ubuntu-ci --machinereadable | head -20"),
                f'name="ubuntu-ci"\ngroups="/"\nostype="Ubuntu (64-bit)"\nUUID="{u["ubuntu-ci"]}"\n'
                'CfgFile="/home/dana/VirtualBox VMs/ubuntu-ci/ubuntu-ci.vbox"\nmemory=8192\n'
                'pagefusion="off"\nvram=16\ncpus=4\nVMState="poweroff"\n'
                'VMStateChangeTime="2026-12-04T16:22:09.118000000"\nnic1="nat"\nnic2="hostonly"\n'
                'hostonlyadapter2="vboxnet0"\nSATA-0-0="/home/dana/VirtualBox VMs/ubuntu-ci/ubuntu-ci.vdi"\n'
                f'SATA-ImageUUID-0-0="{uid("vdi-ubuntu-ci")}"\nSnapshotName="base-22.04"\n'
                f'SnapshotUUID="{uid("snap-base")}"\n',
            ),
            (
                "bash",
                sh(
                    'VBoxManage snapshot ubuntu-ci take "pre-upgrade-2026-12-07" --description "before 24.04 do-release-upgrade"'
                ),
                "0%...10%...20%...30%...40%...50%...60%...70%...80%...90%...100%\n"
                f"Snapshot taken. UUID: {uid('snap-preupgrade')}\n",
            ),
            (
                "bash",
                sh("VBoxManage snapshot ubuntu-ci list"),
                f"   Name: base-22.04 (UUID: {uid('snap-base')})\n"
                f"      Name: pre-upgrade-2026-12-07 (UUID: {uid('snap-preupgrade')}) *\n"
                "      Description:\nbefore 24.04 do-release-upgrade\n",
            ),
            (
                "bash",
                sh("VBoxManage startvm ubuntu-ci --type headless"),
                'Waiting for VM "ubuntu-ci" to power on...\nVM "ubuntu-ci" has been successfully started.\n',
            ),
            (
                "bash",
                sh('VBoxManage guestproperty get ubuntu-ci "/VirtualBox/GuestInfo/Net/1/V4/IP"'),
                "No value set!\n",
            ),
            (
                "bash",
                sh(
                    "sleep 30; VBoxManage guestproperty enumerate ubuntu-ci --patterns '/VirtualBox/GuestInfo/Net/*/V4/IP'"
                ),
                "/VirtualBox/GuestInfo/Net/0/V4/IP = '10.0.2.15' @ 2026-12-07T18:02:41.771000000Z\n"
                "/VirtualBox/GuestInfo/Net/1/V4/IP = '192.168.56.104' @ 2026-12-07T18:02:41.772000000Z\n",
            ),
        ],
    )
    vbox_err = (
        "VBoxManage: error: Failed to create the VirtualBox object!\n"
        "VBoxManage: error: Code NS_ERROR_SOCKET_FAIL (0xC1F30200) - IPC daemon socket error (extended info not available)\n"
        "VBoxManage: error: Most likely, the VirtualBox COM server is not running or failed to start.\n"
    )
    sess(
        "vboxmanage",
        False,
        1,
        "Which of my VirtualBox VMs are using more than 4 GB of RAM? Shut down the ones that are idle.",
        [
            ("bash", sh("VBoxManage list vms"), vbox_err),
            ("bash", sh("VBoxManage list runningvms"), vbox_err),
            (
                "bash",
                sh(
                    "VBoxManage showvminfo build-win11 --machinereadable | grep -E '^(memory|VMState)='"
                ),
                vbox_err,
            ),
            ("bash", sh("VBoxManage showvminfo build-win11 --machinereadable"), vbox_err),
            ("bash", sh("VBoxManage list -l vms | grep -E 'Name:|Memory size'"), vbox_err),
            ("bash", sh("VBoxManage list hostinfo"), vbox_err),
            (
                "bash",
                sh("VBoxManage --version && VBoxManage list vms"),
                "7.0.20r163906\n" + vbox_err,
            ),
            ("bash", sh("VBoxManage list systemproperties | head"), vbox_err),
        ],
    )
    sess(
        "hyperv",
        True,
        1,
        "On HV-NODE02, check whether web-frontend-03 has any checkpoints; if not, create one called pre-patch and confirm which switch its NIC is on.",
        [
            (
                "powershell",
                {"command": "Get-VM -ComputerName HV-NODE02"},
                "\nName            State   CPUUsage(%) MemoryAssigned(M) Uptime             Status             Version\n"
                "----            -----   ----------- ----------------- ------             ------             -------\n"
                "dc-02           Running 1           4096              41.03:11:52.4410000 Operating normally 10.0\n"
                "sql-reporting   Running 7           16384             12.19:44:03.9020000 Operating normally 10.0\n"
                "web-frontend-03 Running 3           6144              3.02:17:45.1200000  Operating normally 10.0\n"
                "web-frontend-04 Off     0           0                 00:00:00           Operating normally 10.0\n\n",
            ),
            (
                "powershell",
                {"command": "Get-VMSnapshot -ComputerName HV-NODE02 -VMName web-frontend-03"},
                "",
            ),
            (
                "powershell",
                {
                    "command": "Checkpoint-VM -ComputerName HV-NODE02 -Name web-frontend-03 -SnapshotName pre-patch"
                },
                "",
            ),
            (
                "powershell",
                {"command": "Get-VMSnapshot -ComputerName HV-NODE02 -VMName web-frontend-03"},
                "\nVMName          Name      SnapshotType CreationTime          ParentSnapshotName\n"
                "------          ----      ------------ ------------          ------------------\n"
                "web-frontend-03 pre-patch Standard     12/7/2026 6:05:12 PM\n\n",
            ),
            (
                "powershell",
                {"command": "Get-VMNetworkAdapter -ComputerName HV-NODE02 -VMName web-frontend-03"},
                "\nName            IsManagementOs VMName          SwitchName MacAddress   Status IPAddresses\n"
                "----            -------------- ------          ---------- ----------   ------ -----------\n"
                "Network Adapter False          web-frontend-03 DMZ-vSwitch 00155D0A1F07 {Ok}   {172.20.8.43, fe80::8d1:2a44:91c3:5e10}\n\n",
            ),
        ],
    )
    sess(
        "hyperv",
        True,
        2,
        "Resize the sql-reporting VM's memory to 24 GB dynamic max on HV-NODE02 and tell me if it needed a restart.",
        [
            (
                "powershell",
                {"command": "Get-VMMemory -ComputerName HV-NODE02 -VMName sql-reporting"},
                "\nVMName        DynamicMemoryEnabled Minimum(M) Startup(M) Maximum(M)\n"
                "------        -------------------- ---------- ---------- ----------\n"
                "sql-reporting True                 4096       16384      16384\n\n",
            ),
            (
                "powershell",
                {
                    "command": "Set-VMMemory -ComputerName HV-NODE02 -VMName sql-reporting -MaximumBytes 24GB"
                },
                "",
            ),
            (
                "powershell",
                {"command": "Get-VMMemory -ComputerName HV-NODE02 -VMName sql-reporting"},
                "\nVMName        DynamicMemoryEnabled Minimum(M) Startup(M) Maximum(M)\n"
                "------        -------------------- ---------- ---------- ----------\n"
                "sql-reporting True                 4096       16384      24576\n\n",
            ),
            (
                "powershell",
                {
                    "command": "Get-VM -ComputerName HV-NODE02 -Name sql-reporting | Select-Object Name,State,Uptime,MemoryAssigned,MemoryDemand | Format-List"
                },
                "\n\nName           : sql-reporting\nState          : Running\nUptime         : 12.19:51:20.1180000\n"
                "MemoryAssigned : 17179869184\nMemoryDemand   : 15032385536\n\n\n\n",
            ),
        ],
    )
    vm = uid("ovirt-vm-erp-db")
    disk = uid("ovirt-disk-erp-db-data")
    sess(
        "ovirt",
        True,
        1,
        "Shut down erp-db-01 cleanly in oVirt and tell me how big its data disk is and which storage domain it lives on.",
        [
            (
                "http_request",
                http(
                    "GET", "https://engine.lab.local/ovirt-engine/api/vms?search=name%3Derp-db-01"
                ),
                J(
                    {
                        "vm": [
                            {
                                "name": "erp-db-01",
                                "description": "ERP PostgreSQL primary",
                                "status": "up",
                                "memory": 34359738368,
                                "cpu": {"topology": {"cores": 4, "sockets": 2, "threads": 1}},
                                "host": {
                                    "href": f"/ovirt-engine/api/hosts/{uid('host3')}",
                                    "id": uid("host3"),
                                },
                                "href": f"/ovirt-engine/api/vms/{vm}",
                                "id": vm,
                            }
                        ]
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"https://engine.lab.local/ovirt-engine/api/vms/{vm}/diskattachments"),
                J(
                    {
                        "disk_attachment": [
                            {
                                "active": "true",
                                "bootable": "true",
                                "interface": "virtio_scsi",
                                "logical_name": "/dev/sda",
                                "disk": {
                                    "href": f"/ovirt-engine/api/disks/{uid('ovirt-disk-erp-db-os')}",
                                    "id": uid("ovirt-disk-erp-db-os"),
                                },
                                "id": uid("ovirt-disk-erp-db-os"),
                            },
                            {
                                "active": "true",
                                "bootable": "false",
                                "interface": "virtio_scsi",
                                "logical_name": "/dev/sdb",
                                "disk": {"href": f"/ovirt-engine/api/disks/{disk}", "id": disk},
                                "id": disk,
                            },
                        ]
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"https://engine.lab.local/ovirt-engine/api/disks/{disk}"),
                J(
                    {
                        "actual_size": 412316860416,
                        "alias": "erp-db-01_Disk2",
                        "content_type": "data",
                        "format": "cow",
                        "provisioned_size": 536870912000,
                        "sparse": True,
                        "status": "ok",
                        "storage_type": "image",
                        "storage_domains": {
                            "storage_domain": [
                                {
                                    "href": f"/ovirt-engine/api/storagedomains/{uid('sd-fc')}",
                                    "id": uid("sd-fc"),
                                }
                            ]
                        },
                        "id": disk,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"https://engine.lab.local/ovirt-engine/api/storagedomains/{uid('sd-fc')}",
                ),
                J(
                    {
                        "name": "FC-TIER1-02",
                        "available": 3917010632704,
                        "used": 6078106566656,
                        "committed": 8796093022208,
                        "type": "data",
                        "storage": {"type": "fcp"},
                        "external_status": "ok",
                        "id": uid("sd-fc"),
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"https://engine.lab.local/ovirt-engine/api/vms/{vm}/shutdown",
                    {"action": {}},
                ),
                J(
                    {
                        "status": "complete",
                        "job": {
                            "href": f"/ovirt-engine/api/jobs/{uid('job-shut')}",
                            "id": uid("job-shut"),
                        },
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"https://engine.lab.local/ovirt-engine/api/vms/{vm}?follow=&all_content=false",
                ),
                J({"name": "erp-db-01", "status": "powering_down", "stop_reason": "", "id": vm}),
            ),
            (
                "http_request",
                http("GET", f"https://engine.lab.local/ovirt-engine/api/vms/{vm}"),
                J({"name": "erp-db-01", "status": "down", "stop_time": 1796666950412, "id": vm}),
            ),
        ],
    )
    ovirt401 = "<html><head><title>Error</title></head><body>Unauthorized</body></html>"
    sess(
        "ovirt",
        False,
        1,
        "List VMs in the oVirt cluster that have been down for more than 30 days so we can archive them.",
        [
            (
                "http_request",
                http("GET", "https://engine.lab.local/ovirt-engine/api/vms?search=status%3Ddown"),
                ovirt401,
            ),
            (
                "http_request",
                http(
                    "GET",
                    "https://engine.lab.local/ovirt-engine/api/vms?search=status%3Ddown&max=100",
                ),
                ovirt401,
            ),
            (
                "http_request",
                http("GET", "https://engine.lab.local/ovirt-engine/api/vms"),
                ovirt401,
            ),
            (
                "http_request",
                http("GET", "https://engine.lab.local/ovirt-engine/api/clusters"),
                ovirt401,
            ),
            (
                "http_request",
                http(
                    "GET", "https://engine.lab.local/ovirt-engine/api/vms?search=cluster%3DProd-A"
                ),
                ovirt401,
            ),
            ("http_request", http("GET", "https://engine.lab.local/ovirt-engine/api/"), ovirt401),
            (
                "http_request",
                http("GET", "https://engine.lab.local/ovirt-engine/api/vms?search=name%3D*"),
                ovirt401,
            ),
        ],
    )

    def ntx(name, state, mem, host):
        return {
            "status": {
                "state": "COMPLETE",
                "name": name,
                "resources": {
                    "power_state": state,
                    "memory_size_mib": mem,
                    "num_sockets": 4,
                    "host_reference": {"kind": "host", "name": host},
                },
            },
            "spec": {"name": name},
            "metadata": {"kind": "vm", "uuid": uid("ntx" + name)},
        }

    page1 = [
        ntx(f"vdi-fin-{i:02d}", "ON" if i % 4 else "OFF", 8192, f"NTNX-B{i % 3}")
        for i in range(1, 21)
    ]
    page2 = [
        ntx(f"vdi-fin-{i:02d}", "ON" if i % 4 else "OFF", 8192, f"NTNX-B{i % 3}")
        for i in range(21, 28)
    ]
    task = uid("ntx-task-power")
    sess(
        "nutanix",
        True,
        1,
        "In Prism Central, power on every vdi-fin VM that is currently off.",
        [
            (
                "http_request",
                http(
                    "POST",
                    "https://pc.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "filter": "vm_name==vdi-fin.*", "offset": 0, "length": 20},
                ),
                J(
                    {
                        "api_version": "3.1",
                        "metadata": {
                            "kind": "vm",
                            "total_matches": 27,
                            "offset": 0,
                            "length": 20,
                            "filter": "vm_name==vdi-fin.*",
                        },
                        "entities": page1,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "POST",
                    "https://pc.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "filter": "vm_name==vdi-fin.*", "offset": 20, "length": 20},
                ),
                J(
                    {
                        "api_version": "3.1",
                        "metadata": {
                            "kind": "vm",
                            "total_matches": 27,
                            "offset": 20,
                            "length": 7,
                            "filter": "vm_name==vdi-fin.*",
                        },
                        "entities": page2,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"https://pc.corp.example:9440/api/nutanix/v3/vms/{uid('ntxvdi-fin-04')}/set_power_state",
                    {"transition": "ON"},
                ),
                J(
                    {
                        "status": {"state": "PENDING", "execution_context": {"task_uuid": task}},
                        "api_version": "3.1",
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"https://pc.corp.example:9440/api/nutanix/v3/tasks/{task}"),
                J(
                    {
                        "status": "RUNNING",
                        "percentage_complete": 40,
                        "operation_type": "VmSetPowerState",
                        "entity_reference_list": [{"kind": "vm", "uuid": uid("ntxvdi-fin-04")}],
                        "uuid": task,
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"https://pc.corp.example:9440/api/nutanix/v3/tasks/{task}"),
                J(
                    {
                        "status": "SUCCEEDED",
                        "percentage_complete": 100,
                        "operation_type": "VmSetPowerState",
                        "completion_time": "2026-12-07T18:09:31Z",
                        "entity_reference_list": [{"kind": "vm", "uuid": uid("ntxvdi-fin-04")}],
                        "uuid": task,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "POST",
                    "https://pc.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "filter": "vm_name==vdi-fin.*;power_state==off", "length": 50},
                ),
                J(
                    {
                        "api_version": "3.1",
                        "metadata": {
                            "kind": "vm",
                            "total_matches": 5,
                            "offset": 0,
                            "length": 5,
                            "filter": "vm_name==vdi-fin.*;power_state==off",
                        },
                        "entities": [
                            ntx(f"vdi-fin-{i:02d}", "OFF", 8192, f"NTNX-B{i % 3}")
                            for i in (8, 12, 16, 20, 24)
                        ],
                    }
                ),
            ),
        ],
    )
    empty_ntx = lambda f: J(
        {
            "api_version": "3.1",
            "metadata": {"kind": "vm", "total_matches": 0, "offset": 0, "length": 0, "filter": f},
            "entities": [],
        }
    )  # noqa: E731
    sess(
        "nutanix",
        False,
        1,
        "Find the Nutanix VMs belonging to the payroll app (names start with pay-) and report their vCPU counts.",
        [
            (
                "http_request",
                http(
                    "POST",
                    "https://pc-dr.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "filter": "vm_name==pay-.*"},
                ),
                empty_ntx("vm_name==pay-.*"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    "https://pc-dr.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "filter": "vm_name==.*pay.*"},
                ),
                empty_ntx("vm_name==.*pay.*"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    "https://pc-dr.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "filter": "vm_name==PAY.*"},
                ),
                empty_ntx("vm_name==PAY.*"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    "https://pc-dr.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "length": 100},
                ),
                empty_ntx(""),
            ),
            (
                "http_request",
                http(
                    "POST",
                    "https://pc-dr.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "filter": "power_state==on"},
                ),
                empty_ntx("power_state==on"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    "https://pc-dr.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "filter": "vm_name==payroll.*"},
                ),
                empty_ntx("vm_name==payroll.*"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    "https://pc-dr.corp.example:9440/api/nutanix/v3/vms/list",
                    {"kind": "vm", "offset": 0, "length": 500},
                ),
                empty_ntx(""),
            ),
        ],
    )
    xvm = uid("xe-gitlab-runner")
    sess(
        "xe",
        True,
        1,
        "On the XCP-ng pool, snapshot gitlab-runner-2 and give me the snapshot's UUID and the VM's memory setting.",
        [
            (
                "bash",
                sh("xe vm-list is-control-domain=false params=uuid,name-label,power-state"),
                f"uuid ( RO)           : {uid('xe-dns1')}\n     name-label ( RW): dns-resolver-1\n    power-state ( RO): running\n\n\n"
                f"uuid ( RO)           : {xvm}\n     name-label ( RW): gitlab-runner-2\n    power-state ( RO): running\n\n\n"
                f"uuid ( RO)           : {uid('xe-old')}\n     name-label ( RW): centos7-template-old\n    power-state ( RO): halted\n\n\n",
            ),
            (
                "bash",
                sh(
                    "xe vm-snapshot uuid="
                    + xvm
                    + " new-name-label=gitlab-runner-2-pre-docker-upgrade"
                ),
                uid("xe-snap1") + "\n",
            ),
            (
                "bash",
                sh("xe snapshot-list snapshot-of=" + xvm),
                f"uuid ( RO)                : {uid('xe-snap1')}\n          name-label ( RW): gitlab-runner-2-pre-docker-upgrade\n    name-description ( RW): \n\n\n",
            ),
            (
                "bash",
                sh("xe vm-param-get uuid=" + xvm + " param-name=memory-static-max"),
                "8589934592\n",
            ),
            (
                "bash",
                sh("xe vm-param-get uuid=" + xvm + " param-name=memory-dynamic-max"),
                "8589934592\n",
            ),
        ],
    )
    sess(
        "onevm",
        True,
        1,
        "Power off the OpenNebula VM jupyter-gpu-3 and confirm it's stopped; also what host was it on?",
        [
            (
                "bash",
                sh("onevm list --search 'NAME=jupyter-gpu*'"),
                "  ID USER     GROUP    NAME            STAT  CPU     MEM HOST             TIME\n"
                " 412 mlteam   research jupyter-gpu-3   runn    8     64G gpu-node-07  9d 03h14\n"
                " 398 mlteam   research jupyter-gpu-2   runn    8     64G gpu-node-05 14d 22h41\n",
            ),
            ("bash", sh("onevm poweroff 412"), ""),
            (
                "bash",
                sh("onevm show 412 | sed -n '1,16p'"),
                "VIRTUAL MACHINE 412 INFORMATION\nID                  : 412\nNAME                : jupyter-gpu-3\n"
                "USER                : mlteam\nGROUP               : research\nSTATE               : ACTIVE\n"
                "LCM_STATE           : SHUTDOWN_POWEROFF\nLOCK                : None\nRESCHED             : No\n"
                "HOST                : gpu-node-07\nCLUSTER ID          : 100\nCLUSTER             : gpu\n"
                "START TIME          : 11/28 14:55:01\nEND TIME            : -\nDEPLOY ID           : one-412\n\n",
            ),
            (
                "bash",
                sh("sleep 20; onevm show 412 | grep -E 'STATE|HOST'"),
                "STATE               : POWEROFF\nLCM_STATE           : LCM_INIT\nHOST                : gpu-node-07\n",
            ),
        ],
    )
    one_err = "[one.vmpool.info] User couldn't be authenticated, aborting call.\n"
    sess(
        "onevm",
        False,
        1,
        "How many OpenNebula VMs does the research group have running, and which hosts are they spread over?",
        [
            ("bash", sh("onevm list"), one_err),
            ("bash", sh("onevm list --filter GROUP=research"), one_err),
            ("bash", sh("onevm list -l ID,NAME,STAT,HOST"), one_err),
            (
                "bash",
                sh("onevm show 398"),
                "[one.vm.info] User couldn't be authenticated, aborting call.\n",
            ),
            ("bash", sh("onevm list --search 'STATE=ACTIVE'"), one_err),
            (
                "bash",
                sh("onehost list"),
                "[one.hostpool.info] User couldn't be authenticated, aborting call.\n",
            ),
            ("bash", sh("onevm list -x | head -40"), one_err),
        ],
    )


# ---------------------------------------------------------------- 2. network devices


def network() -> None:
    R = "https://192.168.88.1/rest"
    sess(
        "mikrotik",
        True,
        1,
        "Block 203.0.113.77 on the MikroTik edge router by adding it to the blocklist address list, and check the drop rule for that list exists.",
        [
            (
                "http_request",
                http("GET", f"{R}/ip/firewall/address-list?list=blocklist"),
                J(
                    [
                        {
                            ".id": "*1A",
                            "address": "198.51.100.23",
                            "creation-time": "2026-11-30 09:14:02",
                            "disabled": "false",
                            "dynamic": "false",
                            "list": "blocklist",
                            "comment": "ssh brute force",
                        },
                        {
                            ".id": "*1B",
                            "address": "45.148.10.0/24",
                            "creation-time": "2026-12-02 21:40:55",
                            "disabled": "false",
                            "dynamic": "false",
                            "list": "blocklist",
                            "comment": "scanner range",
                        },
                    ]
                ),
            ),
            (
                "http_request",
                http(
                    "PUT",
                    f"{R}/ip/firewall/address-list",
                    {"list": "blocklist", "address": "203.0.113.77", "comment": "ticket SEC-2291"},
                ),
                J(
                    {
                        ".id": "*1C",
                        "address": "203.0.113.77",
                        "comment": "ticket SEC-2291",
                        "creation-time": "2026-12-07 18:11:40",
                        "disabled": "false",
                        "dynamic": "false",
                        "list": "blocklist",
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{R}/ip/firewall/filter?src-address-list=blocklist"),
                J(
                    [
                        {
                            ".id": "*5",
                            "action": "drop",
                            "bytes": "18273649",
                            "chain": "input",
                            "disabled": "false",
                            "dynamic": "false",
                            "invalid": "false",
                            "log": "false",
                            "log-prefix": "",
                            "packets": "291044",
                            "src-address-list": "blocklist",
                        }
                    ]
                ),
            ),
            (
                "http_request",
                http("GET", f"{R}/ip/firewall/filter?chain=forward&src-address-list=blocklist"),
                "[]",
            ),
            (
                "http_request",
                http(
                    "PUT",
                    f"{R}/ip/firewall/filter",
                    {
                        "chain": "forward",
                        "action": "drop",
                        "src-address-list": "blocklist",
                        "place-before": "*8",
                    },
                ),
                J(
                    {
                        ".id": "*2E",
                        "action": "drop",
                        "bytes": "0",
                        "chain": "forward",
                        "disabled": "false",
                        "dynamic": "false",
                        "invalid": "false",
                        "log": "false",
                        "log-prefix": "",
                        "packets": "0",
                        "src-address-list": "blocklist",
                    }
                ),
            ),
        ],
    )
    mt401 = J({"error": 401, "message": "Unauthorized"})
    sess(
        "mikrotik",
        False,
        1,
        "Which DHCP leases on the branch MikroTik belong to unknown devices (no comment)?",
        [
            ("http_request", http("GET", "https://10.40.0.1/rest/ip/dhcp-server/lease"), mt401),
            (
                "http_request",
                http("GET", "https://10.40.0.1/rest/ip/dhcp-server/lease?status=bound"),
                mt401,
            ),
            ("http_request", http("GET", "https://10.40.0.1/rest/ip/dhcp-server"), mt401),
            ("http_request", http("GET", "https://10.40.0.1/rest/system/resource"), mt401),
            (
                "http_request",
                http(
                    "POST",
                    "https://10.40.0.1/rest/ip/dhcp-server/lease/print",
                    {".proplist": ["address", "mac-address", "host-name", "comment"]},
                ),
                mt401,
            ),
            ("http_request", http("GET", "https://10.40.0.1/rest/ip/arp"), mt401),
            (
                "http_request",
                http(
                    "GET",
                    "https://10.40.0.1/rest/ip/dhcp-server/lease?.proplist=address,mac-address,comment",
                ),
                mt401,
            ),
        ],
    )
    F = "https://fw01.corp.example/api/v2"
    env = {
        "vdom": "root",
        "path": "firewall",
        "serial": "FG200FT922901234",
        "version": "v7.4.3",
        "build": 2573,
    }
    sess(
        "fortios",
        True,
        1,
        "On the FortiGate, is there already an address object for the new SFTP partner 192.0.2.50? If not create it and add it to the partner-sftp policy.",
        [
            (
                "http_request",
                http("GET", f"{F}/cmdb/firewall/address?filter=subnet=@192.0.2.50"),
                J(
                    {
                        "http_method": "GET",
                        "size": 0,
                        "matched_count": 0,
                        "next_idx": -1,
                        "revision": "a4c3e1f0b5e2d8e7f81a6b52c5f4e310",
                        "results": [],
                        **env,
                        "name": "address",
                        "action": "",
                        "status": "success",
                        "http_status": 200,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{F}/cmdb/firewall/address",
                    {
                        "name": "partner-acme-sftp",
                        "subnet": "192.0.2.50 255.255.255.255",
                        "comment": "CHG-8812",
                    },
                ),
                J(
                    {
                        "http_method": "POST",
                        "revision": "9e51f2b7c0a4d3e8f7a61b2c5d4e3f10",
                        "revision_changed": True,
                        "old_revision": "a4c3e1f0b5e2d8e7f81a6b52c5f4e310",
                        "mkey": "partner-acme-sftp",
                        **env,
                        "name": "address",
                        "status": "success",
                        "http_status": 200,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{F}/cmdb/firewall/policy?filter=name==partner-sftp&format=policyid|name|srcaddr|dstaddr|service|action",
                ),
                J(
                    {
                        "http_method": "GET",
                        "size": 1,
                        "matched_count": 1,
                        "next_idx": 17,
                        "revision": "9e51f2b7c0a4d3e8f7a61b2c5d4e3f10",
                        "results": [
                            {
                                "policyid": 42,
                                "q_origin_key": 42,
                                "name": "partner-sftp",
                                "srcaddr": [
                                    {
                                        "name": "partner-globex-sftp",
                                        "q_origin_key": "partner-globex-sftp",
                                    }
                                ],
                                "dstaddr": [{"name": "sftp-dmz-01", "q_origin_key": "sftp-dmz-01"}],
                                "service": [{"name": "SSH", "q_origin_key": "SSH"}],
                                "action": "accept",
                            }
                        ],
                        **{**env, "path": "firewall"},
                        "name": "policy",
                        "action": "",
                        "status": "success",
                        "http_status": 200,
                    }
                ),
            ),
            (
                "http_request",
                http("POST", f"{F}/cmdb/firewall/policy/42/srcaddr", {"name": "partner-acme-sftp"}),
                J(
                    {
                        "http_method": "POST",
                        "revision": "0c7d13e2f9a85b6e4d31a7f2c8e9b054",
                        "revision_changed": True,
                        "old_revision": "9e51f2b7c0a4d3e8f7a61b2c5d4e3f10",
                        "mkey": "partner-acme-sftp",
                        **env,
                        "name": "srcaddr",
                        "status": "success",
                        "http_status": 200,
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{F}/monitor/firewall/policy?policyid=42"),
                J(
                    {
                        "http_method": "GET",
                        "results": [
                            {
                                "policyid": 42,
                                "uuid": uid("fgt-pol-42"),
                                "active_sessions": 3,
                                "bytes": 1844120331,
                                "packets": 2200813,
                                "hit_count": 5120,
                                "last_used": 1796665310,
                                "first_used": 1780012203,
                            }
                        ],
                        "vdom": "root",
                        "path": "firewall",
                        "name": "policy",
                        "action": "select",
                        "status": "success",
                        "serial": "FG200FT922901234",
                        "version": "v7.4.3",
                        "build": 2573,
                    }
                ),
            ),
        ],
    )

    def fempty(q):
        return J(
            {
                "http_method": "GET",
                "size": 0,
                "matched_count": 0,
                "next_idx": -1,
                "revision": "3b1f7c2d9e8a4f5061c7d2e3b4a59f18",
                "results": [],
                "vdom": "root",
                "path": "firewall",
                "name": q,
                "action": "",
                "status": "success",
                "http_status": 200,
                "serial": "FG100FTK19004411",
                "version": "v7.2.8",
                "build": 1639,
            }
        )

    sess(
        "fortios",
        False,
        1,
        "Find the FortiGate policies that allow RDP from the internet for the customer-a VDOM.",
        [
            (
                "http_request",
                http(
                    "GET",
                    f"{F.replace('fw01', 'fw-mssp')}/cmdb/firewall/policy?filter=service=@RDP",
                ),
                fempty("policy"),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{F.replace('fw01', 'fw-mssp')}/cmdb/firewall/policy?filter=srcintf=@wan1",
                ),
                fempty("policy"),
            ),
            (
                "http_request",
                http("GET", f"{F.replace('fw01', 'fw-mssp')}/cmdb/firewall/policy"),
                fempty("policy"),
            ),
            (
                "http_request",
                http("GET", f"{F.replace('fw01', 'fw-mssp')}/cmdb/firewall/vip"),
                fempty("vip"),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{F.replace('fw01', 'fw-mssp')}/cmdb/firewall/policy?filter=dstport=@3389",
                ),
                fempty("policy"),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{F.replace('fw01', 'fw-mssp')}/cmdb/firewall.service/custom?filter=tcp-portrange=@3389",
                ),
                fempty("custom"),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{F.replace('fw01', 'fw-mssp')}/cmdb/firewall/policy?filter=action==accept",
                ),
                fempty("policy"),
            ),
        ],
    )
    P = "https://pa-3220.corp.example/api/"
    sess(
        "panos",
        True,
        1,
        "On the Palo Alto, disable the temporary rule allow-vendor-vpn-tmp and commit; let me know when the commit is done.",
        [
            (
                "http_request",
                http(
                    "GET",
                    P
                    + "?type=config&action=get&xpath=/config/devices/entry/vsys/entry[@name='vsys1']/rulebase/security/rules/entry[@name='allow-vendor-vpn-tmp']",
                ),
                '<response status="success" total-count="1" count="1"><result total-count="1" count="1">\n'
                '  <entry name="allow-vendor-vpn-tmp" uuid="' + uid("pan-rule") + '">\n'
                "    <from><member>untrust</member></from>\n    <to><member>trust</member></to>\n"
                "    <source><member>vendor-ranges</member></source>\n    <destination><member>jump-host-02</member></destination>\n"
                "    <application><member>ssl</member><member>ssh</member></application>\n    <service><member>application-default</member></service>\n"
                "    <action>allow</action>\n    <description>temp until 2026-12-05 INC-4410</description>\n  </entry>\n</result></response>",
            ),
            (
                "http_request",
                http(
                    "GET",
                    P
                    + "?type=config&action=set&xpath=/config/devices/entry/vsys/entry[@name='vsys1']/rulebase/security/rules/entry[@name='allow-vendor-vpn-tmp']&element=<disabled>yes</disabled>",
                ),
                '<response status="success" code="20"><msg>command succeeded</msg></response>',
            ),
            (
                "http_request",
                http(
                    "GET",
                    P
                    + "?type=commit&cmd=<commit><description>disable allow-vendor-vpn-tmp</description></commit>",
                ),
                '<response status="success" code="19"><result><msg><line>Commit job enqueued with jobid 5531</line></msg><job>5531</job></result></response>',
            ),
            (
                "http_request",
                http("GET", P + "?type=op&cmd=<show><jobs><id>5531</id></jobs></show>"),
                '<response status="success"><result><job><tenq>2026/12/07 18:14:02</tenq><tdeq>18:14:02</tdeq><id>5531</id><user>api-admin</user>'
                "<type>Commit</type><status>ACT</status><queued>NO</queued><stoppable>yes</stoppable><result>PEND</result><tfin></tfin>"
                "<description>disable allow-vendor-vpn-tmp</description><positionInQ>0</positionInQ><progress>55</progress><details></details>"
                "<warnings></warnings></job></result></response>",
            ),
            (
                "http_request",
                http("GET", P + "?type=op&cmd=<show><jobs><id>5531</id></jobs></show>"),
                '<response status="success"><result><job><tenq>2026/12/07 18:14:02</tenq><tdeq>18:14:02</tdeq><id>5531</id><user>api-admin</user>'
                "<type>Commit</type><status>FIN</status><queued>NO</queued><stoppable>no</stoppable><result>OK</result><tfin>2026/12/07 18:15:19</tfin>"
                "<description>disable allow-vendor-vpn-tmp</description><positionInQ>0</positionInQ><progress>100</progress><details><line>Configuration committed successfully</line></details>"
                "<warnings></warnings></job></result></response>",
            ),
        ],
    )
    pan403 = "<response status = 'error' code = '403'><result><msg>Invalid Credential</msg></result></response>"
    sess(
        "panos",
        False,
        1,
        "Check the Palo Alto threat log for any critical-severity hits against the web servers today.",
        [
            (
                "http_request",
                http("GET", P + "?type=log&log-type=threat&query=(severity eq critical)&nlogs=50"),
                pan403,
            ),
            (
                "http_request",
                http(
                    "GET",
                    P
                    + "?type=log&log-type=threat&query=(severity geq high) and (addr.dst in 10.20.30.0/24)",
                ),
                pan403,
            ),
            (
                "http_request",
                http("GET", P + "?type=op&cmd=<show><system><info></info></system></show>"),
                pan403,
            ),
            ("http_request", http("GET", P + "?type=log&log-type=threat&nlogs=20"), pan403),
            ("http_request", http("GET", P + "?type=log&action=get&job-id=1"), pan403),
            (
                "http_request",
                http(
                    "GET",
                    P
                    + "?type=op&cmd=<show><counter><global><filter><severity>drop</severity></filter></global></counter></show>",
                ),
                pan403,
            ),
            (
                "http_request",
                http(
                    "GET",
                    P + "?type=log&log-type=threat&query=(receive_time geq '2026/12/07 00:00:00')",
                ),
                pan403,
            ),
        ],
    )
    sess(
        "vyos",
        True,
        1,
        "On vyos-edge-2, are both BGP sessions to the ISPs up, and is 10.77.0.0/16 being learned from anywhere?",
        [
            (
                "vyos_op",
                {"command": "show interfaces"},
                "Codes: S - State, L - Link, u - Up, D - Down, A - Admin Down\n"
                "Interface        IP Address                        S/L  Description\n"
                "---------        ----------                        ---  -----------\n"
                "eth0             198.51.100.2/30                   u/u  ISP-A transit\n"
                "eth1             203.0.113.6/30                    u/u  ISP-B transit\n"
                "eth2             10.0.0.1/24                       u/u  core\n"
                "lo               127.0.0.1/8                       u/u\n"
                "                 ::1/128\n",
            ),
            (
                "vyos_op",
                {"command": "show ip bgp summary"},
                "\nIPv4 Unicast Summary (VRF default):\nBGP router identifier 10.0.0.1, local AS number 64512 vrf-id 0\n"
                "BGP table version 1048211\nRIB entries 1824310, using 167 MiB of memory\nPeers 3, using 60 KiB of memory\n\n"
                "Neighbor        V         AS   MsgRcvd   MsgSent   TblVer  InQ OutQ  Up/Down State/PfxRcd   PfxSnt Desc\n"
                "10.0.0.2        4      64512    120344    120350        0    0    0 12w3d04h           14        2 core-rtr\n"
                "198.51.100.1    4      65010   2218811     98112        0    0    0 3d02h11m       987412        3 ISP-A\n"
                "203.0.113.5     4      65020     14122      9911        0    0    0 00:41:07       981306        3 ISP-B\n\n"
                "Total number of neighbors 3\n",
            ),
            ("vyos_op", {"command": "show ip route 10.77.0.0/16"}, "% Network not in table\n"),
            ("vyos_op", {"command": "show ip bgp 10.77.0.0/16 longer-prefixes"}, ""),
            (
                "vyos_op",
                {"command": "show log tail 10 | match bgpd"},
                "Dec 07 17:33:12 vyos-edge-2 bgpd[1422]: [M59KS-A3ZXZ] bgp_update_receive: rcvd End-of-RIB for IPv4 Unicast from 203.0.113.5 in vrf default\n"
                "Dec 07 17:32:49 vyos-edge-2 bgpd[1422]: [N7SDA-J3QDN] %ADJCHANGE: neighbor 203.0.113.5(ISP-B) in vrf default Up\n"
                "Dec 07 17:32:41 vyos-edge-2 bgpd[1422]: [ZWCSR-M7FG9] 203.0.113.5 [FSM] Hold Timer expired\n",
            ),
        ],
    )
    sess(
        "tshark",
        True,
        1,
        "From incident.pcapng, who were the top TCP talkers, was there any DNS to odd domains, and were there HTTP 5xx responses?",
        [
            (
                "bash",
                sh("tshark -r incident.pcapng -q -z conv,tcp | head -14"),
                "================================================================================\nTCP Conversations\nFilter:<No Filter>\n"
                "                                                           |       <-      | |       ->      | |     Total     |    Relative    |   Duration   |\n"
                "                                                           | Frames  Bytes | | Frames  Bytes | | Frames  Bytes |      Start     |              |\n"
                "10.1.4.22:51544           <-> 185.220.101.14:443           18211 24 MB     9012 1,204 kB   27223 25 MB      12.430112000      1733.2041\n"
                "10.1.4.22:50112           <-> 10.1.0.5:445                  2210 2,911 kB  2011 388 kB      4221 3,299 kB     3.004100000       802.1177\n"
                "10.1.4.31:60022           <-> 142.250.74.110:443             880 1,020 kB   611 91 kB        1491 1,111 kB    40.221870000       118.7720\n"
                "================================================================================\n",
            ),
            (
                "bash",
                sh(
                    "tshark -r incident.pcapng -Y 'dns.flags.response==0' -T fields -e ip.src -e dns.qry.name | sort | uniq -c | sort -rn | head"
                ),
                "    412 10.1.4.22\tq7xkd2f9a.duckdns.org\n     88 10.1.4.31\twww.google.com\n     40 10.1.4.22\twpad.corp.example\n"
                "     12 10.1.4.31\toutlook.office365.com\n      3 10.1.4.22\tupdate.7-zip.org\n",
            ),
            (
                "bash",
                sh(
                    "tshark -r incident.pcapng -Y 'http.response.code >= 500' -T fields -e frame.time -e ip.src -e http.response.code"
                ),
                "",
            ),
            (
                "bash",
                sh("tshark -r incident.pcapng -q -z io,stat,300,'ip.addr==185.220.101.14'"),
                "\n=============================================\n| IO Statistics                             |\n|                                           |\n"
                "| Duration: 1799.9 secs                     |\n| Interval:  300 secs                       |\n|                                           |\n"
                "| Col 1: ip.addr==185.220.101.14            |\n|-------------------------------------------|\n"
                "|              |1                  |        |\n| Interval     | Frames |   Bytes  |        |\n|-------------------------------------------|\n"
                "|    0 <>  300 |   2101 |  2911040 |        |\n|  300 <>  600 |   8840 | 12300112 |        |\n|  600 <>  900 |  10211 | 14002210 |        |\n"
                "|  900 <> 1200 |   4702 |  6011933 |        |\n| 1200 <> 1500 |   1369 |  1411208 |        |\n| 1500 <> Dur  |      0 |        0 |        |\n"
                "=============================================\n",
            ),
        ],
    )
    sess(
        "tshark",
        True,
        2,
        "Did the VoIP phone 10.9.0.41 register successfully in voip.pcap? Show me the SIP exchange.",
        [
            (
                "bash",
                sh(
                    "tshark -r voip.pcap -Y 'sip && ip.addr==10.9.0.41' -T fields -e frame.number -e ip.src -e ip.dst -e sip.Method -e sip.Status-Code"
                ),
                "14\t10.9.0.41\t10.9.0.2\tREGISTER\t\n15\t10.9.0.2\t10.9.0.41\t\t401\n16\t10.9.0.41\t10.9.0.2\tREGISTER\t\n17\t10.9.0.2\t10.9.0.41\t\t200\n",
            ),
            (
                "bash",
                sh(
                    "tshark -r voip.pcap -Y 'frame.number==17' -O sip | sed -n '/Session Initiation Protocol/,$p' | head -20"
                ),
                "Session Initiation Protocol (200)\n    Status-Line: SIP/2.0 200 OK\n        Status-Code: 200\n        [Resent Packet: False]\n"
                "        [Request Frame: 16]\n        [Response Time (ms): 11]\n    Message Header\n"
                "        Via: SIP/2.0/UDP 10.9.0.41:5060;branch=z9hG4bK-524287-1---8d1e8a1a3c;rport=5060\n"
                "        Contact: <sip:2041@10.9.0.41:5060>;expires=3600\n        To: <sip:2041@pbx.corp.example>;tag=as4f9e21c0\n"
                "        From: <sip:2041@pbx.corp.example>;tag=7c1b0e44\n        Call-ID: NzE0ZTU1YjQ4ZDJhM2ExMw..\n        CSeq: 2 REGISTER\n"
                "        Server: Asterisk PBX 20.5.0\n        Content-Length: 0\n",
            ),
            ("bash", sh("tshark -r voip.pcap -Y 'sip.Method==INVITE && ip.addr==10.9.0.41'"), ""),
            (
                "bash",
                sh("tshark -r voip.pcap -q -z sip,stat"),
                "\n===================================================================\nSIP Statistics\n\nNumber of SIP messages: 9\n\n"
                "Number of resent SIP messages: 0\n\n * SIP Status Codes in reply packets\n  SIP 401 Unauthorized                       : 2\n"
                "  SIP 200 OK                                 : 3\n\n * List of SIP Request methods\n  REGISTER                                   : 4\n"
                "\n * Average setup time 0 ms\n Min 0 ms\n Max 0 ms\n===================================================================\n",
            ),
        ],
    )
    A = "https://apigw-prod2.central.arubanetworks.com"
    sess(
        "aruba-central",
        True,
        1,
        "Which APs at the Leeds site are down in Aruba Central, and how many clients are on the rest?",
        [
            (
                "http_request",
                http("GET", f"{A}/monitoring/v2/aps?site=Leeds&limit=2&offset=0"),
                J(
                    {
                        "aps": [
                            {
                                "name": "LDS-FL1-AP01",
                                "serial": "CNK9J8Y0QZ",
                                "macaddr": "f4:2e:7f:1c:22:90",
                                "model": "535",
                                "status": "Up",
                                "client_count": 37,
                                "firmware_version": "10.5.1.1_88870",
                                "ip_address": "10.60.1.21",
                                "site": "Leeds",
                            },
                            {
                                "name": "LDS-FL1-AP02",
                                "serial": "CNK9J8Y0R4",
                                "macaddr": "f4:2e:7f:1c:23:10",
                                "model": "535",
                                "status": "Up",
                                "client_count": 29,
                                "firmware_version": "10.5.1.1_88870",
                                "ip_address": "10.60.1.22",
                                "site": "Leeds",
                            },
                        ],
                        "count": 2,
                        "total": 5,
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{A}/monitoring/v2/aps?site=Leeds&limit=2&offset=2"),
                J(
                    {
                        "aps": [
                            {
                                "name": "LDS-FL2-AP01",
                                "serial": "CNK9J8Y0T7",
                                "macaddr": "f4:2e:7f:1c:24:f0",
                                "model": "535",
                                "status": "Down",
                                "client_count": 0,
                                "firmware_version": "10.5.1.1_88870",
                                "ip_address": "10.60.2.21",
                                "site": "Leeds",
                                "last_modified": 1796640112,
                            },
                            {
                                "name": "LDS-FL2-AP02",
                                "serial": "CNK9J8Y0U2",
                                "macaddr": "f4:2e:7f:1c:25:30",
                                "model": "535",
                                "status": "Up",
                                "client_count": 44,
                                "firmware_version": "10.5.1.1_88870",
                                "ip_address": "10.60.2.22",
                                "site": "Leeds",
                            },
                        ],
                        "count": 2,
                        "total": 5,
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{A}/monitoring/v2/aps?site=Leeds&limit=2&offset=4"),
                J(
                    {
                        "aps": [
                            {
                                "name": "LDS-REC-AP01",
                                "serial": "CNK9J8Y0V9",
                                "macaddr": "f4:2e:7f:1c:26:60",
                                "model": "505",
                                "status": "Up",
                                "client_count": 12,
                                "firmware_version": "10.5.1.1_88870",
                                "ip_address": "10.60.0.30",
                                "site": "Leeds",
                            }
                        ],
                        "count": 1,
                        "total": 5,
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{A}/monitoring/v1/aps/CNK9J8Y0T7"),
                J(
                    {
                        "name": "LDS-FL2-AP01",
                        "serial": "CNK9J8Y0T7",
                        "status": "Down",
                        "uptime": 0,
                        "last_modified": 1796640112,
                        "cpu_utilization": 0,
                        "mem_free": 0,
                        "uplink_type": "ethernet",
                        "swarm_master": False,
                        "radios": [
                            {"band": 0, "status": "Down", "channel": ""},
                            {"band": 1, "status": "Down", "channel": ""},
                        ],
                    }
                ),
            ),
        ],
    )
    ar401 = J({"error": "invalid_token", "error_description": "Invalid access token"})
    sess(
        "aruba-central",
        False,
        1,
        "Pull the list of wireless clients with poor signal (below -75 dBm) across all sites from Aruba Central.",
        [
            ("http_request", http("GET", f"{A}/monitoring/v1/clients/wireless?limit=1000"), ar401),
            ("http_request", http("GET", f"{A}/monitoring/v1/clients/wireless?site=Leeds"), ar401),
            (
                "http_request",
                http("GET", f"{A}/monitoring/v2/clients?client_type=WIRELESS&limit=100"),
                ar401,
            ),
            ("http_request", http("GET", f"{A}/central/v2/sites"), ar401),
            (
                "http_request",
                http("GET", f"{A}/monitoring/v1/clients/wireless?calculate_total=true&offset=0"),
                ar401,
            ),
            ("http_request", http("GET", f"{A}/monitoring/v2/aps?limit=10"), ar401),
            (
                "http_request",
                http("GET", f"{A}/monitoring/v1/clients/wireless?sort=-signal_db"),
                ar401,
            ),
        ],
    )


# ---------------------------------------------------------------- 3. malware analysis


def malware() -> None:
    sess(
        "yara",
        True,
        1,
        "Scan the quarantine folder with our ransomware rules and tell me which files match and on what strings; also confirm the clean baseline folder has no hits.",
        [
            (
                "bash",
                sh("yara -r rules/ransomware.yar /srv/quarantine/2026-12-07/"),
                "Ransom_LockBit3_Note /srv/quarantine/2026-12-07/Restore-My-Files.txt\n"
                "Ransom_LockBit3_Loader /srv/quarantine/2026-12-07/svch0st.exe\n"
                "Ransom_Generic_ShadowDelete /srv/quarantine/2026-12-07/svch0st.exe\n",
            ),
            (
                "bash",
                sh("yara -s rules/ransomware.yar /srv/quarantine/2026-12-07/svch0st.exe"),
                "Ransom_LockBit3_Loader /srv/quarantine/2026-12-07/svch0st.exe\n"
                "0x1a2f0:$cfg_key: 3A 9F 21 C4 77 0B E1 5D\n0x2b8c4:$api_hash1: 8B 45 F8 35 B3 5A 7E 1D\n"
                "Ransom_Generic_ShadowDelete /srv/quarantine/2026-12-07/svch0st.exe\n"
                "0x3c010:$s1: vssadmin.exe delete shadows /all /quiet\n0x3c048:$s2: wmic shadowcopy delete\n",
            ),
            ("bash", sh("yara -r rules/ransomware.yar /srv/baseline/win11-gold/"), ""),
            ("bash", sh("yara -c -r rules/ransomware.yar /srv/baseline/win11-gold/"), "0\n"),
            (
                "bash",
                sh("sha256sum /srv/quarantine/2026-12-07/svch0st.exe"),
                hashlib.sha256(b"svch0st").hexdigest()
                + "  /srv/quarantine/2026-12-07/svch0st.exe\n",
            ),
        ],
    )
    yerr = "error: rules were compiled with a different version of YARA\n"
    sess(
        "yara",
        False,
        1,
        "Run the compiled threat-intel ruleset against the files uploaded to the mail gateway today and list any hits.",
        [
            (
                "bash",
                sh("yara -C /opt/ti/compiled.yarc -r /var/mailgw/attachments/2026-12-07/"),
                yerr,
            ),
            (
                "bash",
                sh("yara -C /opt/ti/compiled.yarc -r -s /var/mailgw/attachments/2026-12-07/"),
                yerr,
            ),
            (
                "bash",
                sh(
                    "yara -C /opt/ti/compiled.yarc /var/mailgw/attachments/2026-12-07/invoice_8812.docm"
                ),
                yerr,
            ),
            (
                "bash",
                sh("yara -C -f /opt/ti/compiled.yarc -r /var/mailgw/attachments/2026-12-07/"),
                yerr,
            ),
            ("bash", sh("yara -C /opt/ti/compiled.yarc -p 4 -r /var/mailgw/attachments/"), yerr),
            (
                "bash",
                sh(
                    "ls -la /opt/ti/ && yara -C /opt/ti/compiled.yarc /var/mailgw/attachments/2026-12-07/scan_0042.pdf"
                ),
                "total 18844\ndrwxr-xr-x 2 ti ti     4096 Dec  7 06:00 .\ndrwxr-xr-x 9 root root   4096 Sep 12 10:21 ..\n"
                "-rw-r--r-- 1 ti ti 19285001 Dec  7 06:00 compiled.yarc\n" + yerr,
            ),
            (
                "bash",
                sh("yara -C /opt/ti/compiled.yarc -r /var/mailgw/attachments/2026-12-06/"),
                yerr,
            ),
        ],
    )
    banner = "Volatility 3 Framework 2.7.0\nProgress:  100.00\t\tPDB scanning finished                        \n"
    sess(
        "volatility3",
        True,
        1,
        "Analyse WS-0142.mem: what processes look suspicious, what are they connected to, and is there injected code?",
        [
            (
                "bash",
                sh("vol -f WS-0142.mem windows.info | head -8"),
                banner
                + "Variable\tValue\n\nKernel Base\t0xf80253400000\nDTB\t0x1ad000\nSymbols\tfile:///opt/vol3/symbols/windows/ntkrnlmp.pdb/"
                "68A17FAF3012B7846079AEECDBE0A583-1.json.xz\nIs64Bit\tTrue\nIsPAE\tFalse\n",
            ),
            (
                "bash",
                sh(
                    "vol -f WS-0142.mem windows.pstree | grep -iE 'powershell|rundll|svch0st|wscript'"
                ),
                "** 6120\t4432\tpowershell.exe\t0xa50b8c1e3080\t14\t-\t1\tFalse\t2026-12-06 22:41:09.000000 UTC\tN/A\n"
                "*** 7044\t6120\trundll32.exe\t0xa50b8c2a5080\t6\t-\t1\tFalse\t2026-12-06 22:41:30.000000 UTC\tN/A\n"
                "* 7712\t728\tsvch0st.exe\t0xa50b8bd11300\t9\t-\t0\tFalse\t2026-12-06 22:43:02.000000 UTC\tN/A\n",
            ),
            (
                "bash",
                sh("vol -f WS-0142.mem windows.netscan | grep -E '7044|7712'"),
                "0xa50b8c77e010\tTCPv4\t10.1.4.22\t51544\t185.220.101.14\t443\tESTABLISHED\t7044\trundll32.exe\t2026-12-06 22:41:33.000000 UTC\n"
                "0xa50b8c9a1a20\tTCPv4\t10.1.4.22\t50112\t10.1.0.5\t445\tCLOSE_WAIT\t7712\tsvch0st.exe\t2026-12-06 22:44:10.000000 UTC\n",
            ),
            (
                "bash",
                sh("vol -f WS-0142.mem windows.malfind --pid 7044"),
                banner
                + "PID\tProcess\tStart VPN\tEnd VPN\tTag\tProtection\tCommitCharge\tPrivateMemory\tFile output\tNotes\tHexdump\tDisasm\n\n"
                "7044\trundll32.exe\t0x1f0000\t0x22ffff\tVadS\tPAGE_EXECUTE_READWRITE\t64\t1\tDisabled\tMZ header\t\n"
                "4d 5a 90 00 03 00 00 00 04 00 00 00 ff ff 00 00\tMZ..............\nb8 00 00 00 00 00 00 00 40 00 00 00 00 00 00 00\t........@.......\n\t\n",
            ),
            (
                "bash",
                sh("vol -f WS-0142.mem windows.cmdline --pid 6120 7044"),
                banner
                + "PID\tProcess\tArgs\n\n6120\tpowershell.exe\tpowershell -nop -w hidden -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoA...\n"
                '7044\trundll32.exe\t"C:\\Windows\\System32\\rundll32.exe" C:\\Users\\jmoss\\AppData\\Local\\Temp\\d3d11x.dll,Start\n',
            ),
        ],
    )
    volerr = (
        "Volatility 3 Framework 2.7.0\nProgress:  100.00\t\tPDB scanning finished                        \n"
        "Unsatisfied requirement plugins.{p}.kernel.layer_name: \n"
        "Unsatisfied requirement plugins.{p}.kernel.symbol_table_name: \n\n"
        "A translation layer requirement was not fulfilled.  Please verify that:\n"
        "\tA file was provided to create this layer (by -f, --single-location or by config)\n"
        "\tThe file exists and is readable\n\tThe file is a valid memory image and was acquired cleanly\n\n"
        "A symbol table requirement was not fulfilled.  Please verify that:\n"
        "\tThe associated translation layer requirement was fulfilled\n"
        "\tYou have the correct symbol file for the requirement\n"
        "\tThe symbol file is under the correct directory or zip file\n"
        "\tThe symbol file is named appropriately or contains the correct banner\n\n"
        "Unable to validate the plugin requirements: ['plugins.{p}.kernel.layer_name', 'plugins.{p}.kernel.symbol_table_name']\n"
    )
    sess(
        "volatility3",
        False,
        1,
        "The DC memory image dc02-1207.raw is in /cases/IR-77: check for credential-dumping tools and persistence.",
        [
            (
                "bash",
                sh("vol -f /cases/IR-77/dc02-1207.raw windows.pslist"),
                volerr.format(p="PsList"),
            ),
            (
                "bash",
                sh("vol -f /cases/IR-77/dc02-1207.raw windows.psscan"),
                volerr.format(p="PsScan"),
            ),
            ("bash", sh("vol -f /cases/IR-77/dc02-1207.raw windows.info"), volerr.format(p="Info")),
            (
                "bash",
                sh("vol -f /cases/IR-77/dc02-1207.raw windows.cmdline"),
                volerr.format(p="CmdLine"),
            ),
            (
                "bash",
                sh(
                    "vol -f /cases/IR-77/dc02-1207.raw windows.registry.printkey --key 'Software\\Microsoft\\Windows\\CurrentVersion\\Run'"
                ),
                volerr.format(p="PrintKey"),
            ),
            (
                "bash",
                sh("vol -s /opt/vol3/symbols -f /cases/IR-77/dc02-1207.raw windows.malfind"),
                volerr.format(p="Malfind"),
            ),
            (
                "bash",
                sh("vol -f /cases/IR-77/dc02-1207.raw windows.svcscan"),
                volerr.format(p="SvcScan"),
            ),
            (
                "bash",
                sh("vol -f /cases/IR-77/dc02-1207.raw windows.hashdump"),
                volerr.format(p="Hashdump"),
            ),
        ],
    )
    gh = "/opt/ghidra_11.1.2_PUBLIC/support/analyzeHeadless /work/ghidra proj"
    sess(
        "ghidra",
        True,
        1,
        "Use Ghidra headless on d3d11x.dll to list its exports and decompile the Start export.",
        [
            (
                "bash",
                sh(f"{gh} -import /cases/IR-76/d3d11x.dll -overwrite 2>&1 | tail -6"),
                "INFO  ANALYZING all memory and code: file:///cases/IR-76/d3d11x.dll (HeadlessAnalyzer)  \n"
                "INFO  -----------------------------------------------------\n    ASCII Strings                              0.412 secs\n"
                "    Decompiler Switch Analysis                 2.118 secs\n    Function Start Search                      0.301 secs\n"
                "INFO  REPORT: Save succeeded for: /d3d11x.dll (proj:/d3d11x.dll) (HeadlessAnalyzer)  \n",
            ),
            (
                "bash",
                sh(
                    f"{gh} -process d3d11x.dll -noanalysis -postScript ListExports.java 2>&1 | grep 'ListExports.java>'"
                ),
                "INFO  ListExports.java> Start @ 10001a40 (HeadlessAnalyzer)  \nINFO  ListExports.java> DllRegisterServer @ 10001f10 (HeadlessAnalyzer)  \n"
                "INFO  ListExports.java> entry @ 10003c2e (HeadlessAnalyzer)  \n",
            ),
            (
                "bash",
                sh(
                    f"{gh} -process d3d11x.dll -noanalysis -postScript Decompile.java Start 2>&1 | sed -n '/Decompile.java>/,/^INFO  REPORT/p'"
                ),
                "INFO  Decompile.java> \nvoid Start(void)\n\n{\n  HANDLE hHeap;\n  LPVOID pvVar1;\n  \n  hHeap = GetProcessHeap();\n"
                '  pvVar1 = HeapAlloc(hHeap,8,0x40000);\n  FUN_10001200(&DAT_10008000,0x3e200,pvVar1,"3A9F21C4770BE15D");\n'
                "  if (FUN_10001680(pvVar1) != 0) {\n    (*(code *)((int)pvVar1 + 0x1a0))();\n  }\n  return;\n}\n (HeadlessAnalyzer)  \n"
                "INFO  REPORT: Post-analysis succeeded for file: /d3d11x.dll (HeadlessAnalyzer)  \n",
            ),
            (
                "bash",
                sh(
                    f"{gh} -process d3d11x.dll -noanalysis -postScript Decompile.java FUN_10001200 2>&1 | sed -n '/Decompile.java>/,/^INFO  REPORT/p'"
                ),
                "INFO  Decompile.java> \nvoid FUN_10001200(byte *param_1,uint param_2,byte *param_3,char *param_4)\n\n{\n  uint uVar1;\n  \n"
                "  for (uVar1 = 0; uVar1 < param_2; uVar1 = uVar1 + 1) {\n    param_3[uVar1] = param_1[uVar1] ^ param_4[uVar1 & 0xf];\n  }\n  return;\n}\n"
                " (HeadlessAnalyzer)  \nINFO  REPORT: Post-analysis succeeded for file: /d3d11x.dll (HeadlessAnalyzer)  \n",
            ),
        ],
    )
    lock = (
        'openjdk version "21.0.4" 2024-07-16\nINFO  Using log config file: jar:file:/opt/ghidra_11.1.2_PUBLIC/Ghidra/Framework/Generic/lib/Generic.jar!/generic.log4j.xml (LoggingInitialization)  \n'
        "INFO  Loading user preferences: /home/re/.ghidra/.ghidra_11.1.2_PUBLIC/preferences (Preferences)  \n"
        "INFO  Headless startup complete (3471 ms) (AnalyzeHeadless)  \n"
        "ERROR Abort due to Headless analyzer error: ghidra.framework.store.LockException: Unable to lock project! /work/ghidra/fwproj (HeadlessAnalyzer) java.io.IOException: ghidra.framework.store.LockException: Unable to lock project! /work/ghidra/fwproj\n"
        "\tat ghidra.app.util.headless.HeadlessAnalyzer.processLocal(HeadlessAnalyzer.java:437)\n"
        "\tat ghidra.app.util.headless.AnalyzeHeadless.launch(AnalyzeHeadless.java:198)\n"
    )
    gh2 = "/opt/ghidra_11.1.2_PUBLIC/support/analyzeHeadless /work/ghidra fwproj"
    sess(
        "ghidra",
        False,
        1,
        "Find where the router firmware's httpd binary handles the /goform/setSysAdm endpoint and whether it calls system() with user input.",
        [
            (
                "bash",
                sh(
                    f"{gh2} -process httpd -noanalysis -postScript FindStrings.java goform/setSysAdm"
                ),
                lock,
            ),
            ("bash", sh(f"{gh2} -process httpd -noanalysis -postScript XrefsTo.java system"), lock),
            ("bash", sh(f"{gh2} -import squashfs-root/usr/sbin/httpd -overwrite"), lock),
            (
                "bash",
                sh(f"{gh2} -process httpd -readOnly -postScript FindStrings.java setSysAdm"),
                lock,
            ),
            (
                "bash",
                sh(f"{gh2} -process httpd -noanalysis -postScript Decompile.java formSetSysAdm"),
                lock,
            ),
            ("bash", sh(f"{gh2} -process -readOnly -postScript ListFunctions.java"), lock),
            (
                "bash",
                sh(f"{gh2} -process httpd -readOnly -postScript XrefsTo.java doSystemCmd"),
                lock,
            ),
        ],
    )
    sess(
        "radare2",
        True,
        1,
        "Triage the ELF dropper 'kworkerd' with radare2: architecture, any C2 URLs in strings, and what main does with them.",
        [
            (
                "bash",
                sh("r2 -q -c 'iI' kworkerd"),
                "arch     x86\nbaddr    0x400000\nbinsz    912344\nbintype  elf\nbits     64\ncanary   false\nclass    ELF64\n"
                "compiler GCC: (GNU) 4.8.5 20150623 (Red Hat 4.8.5-44)\ncrypto   false\nendian   little\nhavecode true\nlang     c\n"
                "linenum  false\nlsyms    false\nmachine  AMD x86-64 architecture\nnx       true\nos       linux\npic      false\n"
                "relocs   false\nrelro    partial\nstatic   true\nstripped true\nsubsys   linux\nva       true\n",
            ),
            (
                "bash",
                sh("r2 -q -c 'izz~http' kworkerd"),
                "2104 0x000b1a40 0x004b1a40 32  33   .rodata ascii http://91.215.85.17:8080/k.php?id=\n"
                "2105 0x000b1a68 0x004b1a68 28  29   .rodata ascii http://kworker-upd.top/cfg.bin\n",
            ),
            (
                "bash",
                sh("r2 -q -c 'aaa; axt @ 0x004b1a40' kworkerd"),
                "fcn.00401d30 0x401d8e [DATA:r--] lea rsi, str.http:__91.215.85.17:8080_k.php_id\n",
            ),
            (
                "bash",
                sh("r2 -q -c 'aaa; pdf @ fcn.00401d30~call' kworkerd"),
                "│           0x00401d52      e8a9fdffff     call fcn.00401b00\n│           0x00401d8e      e86dfeffff     call fcn.00401c00\n"
                "│       │   0x00401da4      e8d7f30100     call sym.curl_easy_setopt\n│       │   0x00401dc1      e81af50100     call sym.curl_easy_perform\n"
                "│       │   0x00401de0      e8bbfcffff     call fcn.00401aa0\n│       └─> 0x00401e02      e869d40000     call sym.sleep\n",
            ),
            (
                "bash",
                sh("r2 -q -c 'aaa; pdf @ fcn.00401aa0~call' kworkerd"),
                "│           0x00401ab8      e833e10000     call sym.fork\n│       │   0x00401ad3      e808ee0000     call sym.execve\n",
            ),
            ("bash", sh("r2 -q -c 'aaa; afl~main' kworkerd"), ""),
        ],
    )
    sess(
        "radare2",
        True,
        2,
        "Does sample_b.exe import anything related to keylogging? Check its imports with r2.",
        [
            (
                "bash",
                sh("r2 -q -c 'ii' sample_b.exe | head -30"),
                "[Imports]\nnth vaddr      bind type lib          name\n―――――――――――――――――――――――――――――――――――――――――――――――――――――――――\n"
                "1   0x00404000 NONE FUNC KERNEL32.dll GetModuleHandleW\n2   0x00404004 NONE FUNC KERNEL32.dll CreateFileW\n"
                "3   0x00404008 NONE FUNC KERNEL32.dll WriteFile\n4   0x0040400c NONE FUNC KERNEL32.dll GetTickCount\n"
                "5   0x00404014 NONE FUNC USER32.dll   SetWindowsHookExW\n6   0x00404018 NONE FUNC USER32.dll   GetForegroundWindow\n"
                "7   0x0040401c NONE FUNC USER32.dll   GetWindowTextW\n8   0x00404020 NONE FUNC USER32.dll   CallNextHookEx\n"
                "9   0x00404024 NONE FUNC USER32.dll   GetMessageW\n10  0x00404028 NONE FUNC USER32.dll   MapVirtualKeyW\n",
            ),
            (
                "bash",
                sh("r2 -q -c 'aaa; axt @ sym.imp.USER32.dll_SetWindowsHookExW' sample_b.exe"),
                "fcn.00401130 0x40116a [CALL:--x] call dword [sym.imp.USER32.dll_SetWindowsHookExW]\n",
            ),
            (
                "bash",
                sh("r2 -q -c 'aaa; pd 6 @ 0x401160' sample_b.exe"),
                "│           0x00401160      6a00           push 0\n│           0x00401162      50             push eax\n"
                "│           0x00401163      6850124000     push fcn.00401250\n│           0x00401168      6a0d           push 0xd\n"
                "│           0x0040116a      ff1514404000   call dword [sym.imp.USER32.dll_SetWindowsHookExW]\n"
                "│           0x00401170      a300704000     mov dword [0x407000], eax\n",
            ),
            (
                "bash",
                sh("r2 -q -c 'izz~log' sample_b.exe"),
                "41  0x00005210 0x00407210 11  24   .data   utf16le %APPDATA%\\\\msklog.dat\n",
            ),
        ],
    )
    sess(
        "binwalk",
        True,
        1,
        "Unpack the camera firmware fw_3.2.1.bin and tell me what filesystems and compressed blobs it contains.",
        [
            (
                "bash",
                sh("binwalk fw_3.2.1.bin"),
                "\nDECIMAL       HEXADECIMAL     DESCRIPTION\n--------------------------------------------------------------------------------\n"
                '0             0x0             uImage header, header size: 64 bytes, header CRC: 0x7E2A11C0, created: 2026-09-14 03:12:51, image size: 1841152 bytes, Data Address: 0x80008000, Entry Point: 0x80008000, data CRC: 0x3FA1C2D4, OS: Linux, CPU: ARM, image type: OS Kernel Image, compression type: none, image name: "Linux-4.9.84"\n'
                "64            0x40            Linux kernel ARM boot executable zImage (little-endian)\n"
                "15744         0x3D80          xz compressed data\n"
                "1966080       0x1E0000        Squashfs filesystem, little endian, version 4.0, compression:xz, size: 6021844 bytes, 812 inodes, blocksize: 131072 bytes, created: 2026-09-14 03:13:40\n"
                "8060928       0x7B0000        JFFS2 filesystem, little endian\n\n",
            ),
            (
                "bash",
                sh("binwalk -e fw_3.2.1.bin >/dev/null && ls _fw_3.2.1.bin.extracted/"),
                "1E0000.squashfs\n3D80.xz\n7B0000.jffs2\njffs2-root\nsquashfs-root\n",
            ),
            (
                "bash",
                sh("binwalk -E -N fw_3.2.1.bin"),
                "\nDECIMAL       HEXADECIMAL     ENTROPY\n--------------------------------------------------------------------------------\n"
                "0             0x0             Falling entropy edge (0.512044)\n15360         0x3C00          Rising entropy edge (0.981237)\n"
                "1843200       0x1C2000        Falling entropy edge (0.302118)\n1966080       0x1E0000        Rising entropy edge (0.989950)\n"
                "7987200       0x79E000        Falling entropy edge (0.011004)\n\n",
            ),
            (
                "bash",
                sh(
                    "ls _fw_3.2.1.bin.extracted/squashfs-root/ && cat _fw_3.2.1.bin.extracted/squashfs-root/etc/version"
                ),
                "bin  dev  etc  home  lib  mnt  opt  proc  root  sbin  sys  tmp  usr  var  www\nIPC-FW 3.2.1 build 20260914 (hi3516ev300)\n",
            ),
            (
                "bash",
                sh(
                    "binwalk -y 'private key' -y certificate _fw_3.2.1.bin.extracted/squashfs-root/etc/ssl/*"
                ),
                "\nScan Time:     2026-12-07 18:19:02\nTarget File:   _fw_3.2.1.bin.extracted/squashfs-root/etc/ssl/server.pem\n"
                "MD5 Checksum:  " + hx("pem", 32) + "\nSignatures:    411\n\n"
                "DECIMAL       HEXADECIMAL     DESCRIPTION\n--------------------------------------------------------------------------------\n"
                "0             0x0             PEM RSA private key\n1704          0x6A8           PEM certificate\n\n",
            ),
        ],
    )
    sess(
        "frida",
        True,
        1,
        "Hook the banking app com.northbank.mobile on the test phone and find out what its root-detection check returns.",
        [
            (
                "bash",
                sh("frida-ps -Uai | grep -i north"),
                "   -  NorthBank         com.northbank.mobile\n",
            ),
            (
                "bash",
                sh("frida -U -f com.northbank.mobile -l hooks/rootbeer.js -q -t 15"),
                "     ____\n    / _  |   Frida 16.5.2 - A world-class dynamic instrumentation toolkit\n   | (_| |\n    > _  |   Commands:\n"
                "   /_/ |_|       help      -> Displays the help system\n   . . . .       object?   -> Display information about 'object'\n"
                "   . . . .       exit/quit -> Exit\n   . . . .\n   . . . .   More info at https://frida.re/docs/home/\n   . . . .\n"
                "   . . . .   Connected to Pixel 6 (id=1A281FDF6002QV)\nSpawned `com.northbank.mobile`. Resuming main thread!\n"
                "[Pixel 6::com.northbank.mobile ]-> [*] RootBeer.isRooted() called\n[*] checkForSuBinary -> true\n[*] checkForMagiskBinary -> false\n"
                "[*] detectTestKeys -> false\n[*] RootBeer.isRooted() returned true\n",
            ),
            (
                "bash",
                sh("frida -U -f com.northbank.mobile -l hooks/rootbeer_bypass.js -q -t 15"),
                "Spawned `com.northbank.mobile`. Resuming main thread!\n[*] RootBeer.isRooted() called\n[*] forcing checkForSuBinary -> false\n"
                "[*] RootBeer.isRooted() returned false\n[*] Activity: com.northbank.mobile.ui.LoginActivity\n",
            ),
            ("bash", sh("frida-ps -U | grep northbank"), "12877  NorthBank\n"),
        ],
    )
    ferr = "Failed to enumerate processes: unable to connect to remote frida-server: closed\n"
    sess(
        "frida",
        False,
        1,
        "Trace which crypto APIs the com.shoply.app uses when logging in; use frida-trace on the emulator.",
        [
            ("bash", sh("frida-ps -U"), ferr),
            (
                "bash",
                sh("frida-trace -U -f com.shoply.app -j 'javax.crypto.Cipher!*'"),
                "Failed to spawn: unable to connect to remote frida-server: closed\n",
            ),
            (
                "bash",
                sh("frida-ps -Uai"),
                "Failed to enumerate applications: unable to connect to remote frida-server: closed\n",
            ),
            (
                "bash",
                sh("frida-trace -U -n Shoply -i 'CCCrypt*'"),
                "Failed to attach: unable to connect to remote frida-server: closed\n",
            ),
            (
                "bash",
                sh("frida-ls-devices"),
                "Id             Type    Name             OS\n-------------  ------  ---------------  ------------\nlocal          local   Local System     Ubuntu 24.04\n"
                "emulator-5554  usb     Android Emulator Android 14\nsocket         remote  Local Socket\n",
            ),
            ("bash", sh("frida-ps -D emulator-5554"), ferr),
            (
                "bash",
                sh("frida-trace -D emulator-5554 -f com.shoply.app -j 'javax.crypto.*!*'"),
                "Failed to spawn: unable to connect to remote frida-server: closed\n",
            ),
            (
                "bash",
                sh("frida -D emulator-5554 -n Shoply -e 'Java.perform(()=>{})'"),
                "Failed to attach: unable to connect to remote frida-server: closed\n",
            ),
        ],
    )


# ---------------------------------------------------------------- 4. CI servers


def ci() -> None:
    T = "https://teamcity.corp.example/app/rest"

    def tcb(i, state, status=None, txt=None, pct=None):
        b = {
            "id": i,
            "buildTypeId": "Payments_Backend_Build",
            "number": str(i - 90000),
            "state": state,
            "branchName": "release/2026.12",
            "href": f"/app/rest/builds/id:{i}",
            "webUrl": f"https://teamcity.corp.example/buildConfiguration/Payments_Backend_Build/{i}",
        }
        if status:
            b["status"] = status
        if txt:
            b["statusText"] = txt
        if pct is not None:
            b["percentageComplete"] = pct
        return b

    sess(
        "teamcity",
        True,
        1,
        "Trigger a TeamCity build of Payments backend on release/2026.12, wait for it, and tell me whether tests passed.",
        [
            (
                "http_request",
                http(
                    "GET",
                    f"{T}/builds?locator=buildType:Payments_Backend_Build,branch:release/2026.12,count:3",
                ),
                J(
                    {
                        "count": 3,
                        "href": "/app/rest/builds?locator=buildType:Payments_Backend_Build,branch:release/2026.12,count:3",
                        "nextHref": "/app/rest/builds?locator=buildType:Payments_Backend_Build,branch:release/2026.12,count:3,start:3",
                        "build": [
                            tcb(
                                91870,
                                "finished",
                                "FAILURE",
                                "Tests failed: 2 (2 new), passed: 1841",
                            ),
                            tcb(91822, "finished", "SUCCESS", "Tests passed: 1843"),
                            tcb(91790, "finished", "SUCCESS", "Tests passed: 1839"),
                        ],
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{T}/buildQueue",
                    {
                        "buildType": {"id": "Payments_Backend_Build"},
                        "branchName": "release/2026.12",
                    },
                ),
                J(
                    {
                        **tcb(91903, "queued"),
                        "waitReason": "Build is queued",
                        "queuedDate": "20261207T181102+0000",
                        "triggered": {
                            "type": "user",
                            "date": "20261207T181102+0000",
                            "user": {"username": "ci-bot"},
                        },
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{T}/builds/id:91903?fields=id,state,status,statusText,percentageComplete",
                ),
                J(
                    {
                        "id": 91903,
                        "state": "running",
                        "status": "SUCCESS",
                        "statusText": "Compiling",
                        "percentageComplete": 18,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{T}/builds/id:91903?fields=id,state,status,statusText,percentageComplete",
                ),
                J(
                    {
                        "id": 91903,
                        "state": "running",
                        "status": "SUCCESS",
                        "statusText": "Tests passed: 1204",
                        "percentageComplete": 71,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{T}/builds/id:91903?fields=id,state,status,statusText,percentageComplete",
                ),
                J(
                    {
                        "id": 91903,
                        "state": "finished",
                        "status": "SUCCESS",
                        "statusText": "Tests passed: 1843",
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{T}/testOccurrences?locator=build:(id:91903),status:FAILURE"),
                J(
                    {
                        "count": 0,
                        "href": "/app/rest/testOccurrences?locator=build:(id:91903),status:FAILURE",
                        "testOccurrence": [],
                    }
                ),
            ),
        ],
    )
    tc401 = 'Authentication required\nTo login manually go to "/login.html" page'
    sess(
        "teamcity",
        False,
        1,
        "Which TeamCity build configurations have been failing for more than a day? List them with their last error.",
        [
            (
                "http_request",
                http(
                    "GET",
                    f"{T}/buildTypes?locator=affectedProject:(id:_Root)&fields=buildType(id,name)",
                ),
                tc401,
            ),
            (
                "http_request",
                http("GET", f"{T}/builds?locator=status:FAILURE,sinceDate:20261206T000000%2B0000"),
                tc401,
            ),
            ("http_request", http("GET", f"{T}/builds?locator=status:FAILURE,count:50"), tc401),
            ("http_request", http("GET", f"{T}/projects"), tc401),
            ("http_request", http("GET", f"{T}/server"), tc401),
            (
                "http_request",
                http("GET", f"{T}/builds?locator=buildType:Payments_Backend_Build,status:FAILURE"),
                tc401,
            ),
            ("http_request", http("GET", f"{T}/investigations"), tc401),
        ],
    )
    TV = "https://api.travis-ci.com"
    sess(
        "travis",
        True,
        1,
        "Why did the last Travis build of acme/geo-utils on main fail? Restart it if it was a flaky network error.",
        [
            (
                "http_request",
                http("GET", f"{TV}/repo/acme%2Fgeo-utils/builds?branch.name=main&limit=2"),
                J(
                    {
                        "@type": "builds",
                        "@href": "/repo/acme%2Fgeo-utils/builds?branch.name=main&limit=2",
                        "@representation": "standard",
                        "@pagination": {
                            "limit": 2,
                            "offset": 0,
                            "count": 318,
                            "is_first": True,
                            "is_last": False,
                            "next": {
                                "@href": "/repo/acme%2Fgeo-utils/builds?branch.name=main&limit=2&offset=2",
                                "offset": 2,
                                "limit": 2,
                            },
                        },
                        "builds": [
                            {
                                "@type": "build",
                                "id": 278114402,
                                "number": "1542",
                                "state": "failed",
                                "duration": 611,
                                "event_type": "push",
                                "started_at": "2026-12-07T15:02:11Z",
                                "finished_at": "2026-12-07T15:12:22Z",
                                "commit": {"sha": hx("geo1542", 40), "message": "Bump proj to 9.5"},
                            },
                            {
                                "@type": "build",
                                "id": 278001177,
                                "number": "1541",
                                "state": "passed",
                                "duration": 598,
                                "event_type": "push",
                                "started_at": "2026-12-06T09:40:03Z",
                                "finished_at": "2026-12-06T09:50:01Z",
                                "commit": {
                                    "sha": hx("geo1541", 40),
                                    "message": "Docs: projection examples",
                                },
                            },
                        ],
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{TV}/build/278114402/jobs"),
                J(
                    {
                        "@type": "jobs",
                        "@href": "/build/278114402/jobs",
                        "jobs": [
                            {
                                "@type": "job",
                                "id": 612001881,
                                "number": "1542.1",
                                "state": "passed",
                                "config": {"python": "3.11"},
                            },
                            {
                                "@type": "job",
                                "id": 612001882,
                                "number": "1542.2",
                                "state": "errored",
                                "config": {"python": "3.12"},
                            },
                        ],
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{TV}/job/612001882/log.txt"),
                "$ pip install -r requirements-dev.txt\nCollecting pyproj>=3.7\n"
                "WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by "
                "'ReadTimeoutError(\"HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out. (read timeout=15)\")': /packages/pyproj-3.7.0.tar.gz\n"
                "ERROR: Could not install packages due to an OSError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Max retries exceeded\n\n"
                'The command "pip install -r requirements-dev.txt" failed and exited with 1 during .\n\nYour build has been stopped.\n',
            ),
            (
                "http_request",
                http("POST", f"{TV}/job/612001882/restart"),
                J(
                    {
                        "@type": "pending",
                        "job": {
                            "@type": "job",
                            "@href": "/job/612001882",
                            "@representation": "minimal",
                            "id": 612001882,
                        },
                        "state_change": "restart",
                        "resource_type": "job",
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{TV}/job/612001882"),
                J(
                    {
                        "@type": "job",
                        "id": 612001882,
                        "number": "1542.2",
                        "state": "started",
                        "started_at": "2026-12-07T18:12:40Z",
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{TV}/job/612001882"),
                J(
                    {
                        "@type": "job",
                        "id": 612001882,
                        "number": "1542.2",
                        "state": "passed",
                        "started_at": "2026-12-07T18:12:40Z",
                        "finished_at": "2026-12-07T18:22:31Z",
                    }
                ),
            ),
        ],
    )
    tverr = J({"@type": "error", "error_type": "login_required", "error_message": "login required"})
    sess(
        "travis",
        False,
        1,
        "List the env vars configured on the Travis repo acme/billing-api and check whether AWS_SECRET_ACCESS_KEY is marked private.",
        [
            ("http_request", http("GET", f"{TV}/repo/acme%2Fbilling-api/env_vars"), tverr),
            ("http_request", http("GET", f"{TV}/repo/acme%2Fbilling-api"), tverr),
            ("http_request", http("GET", f"{TV}/repo/acme%2Fbilling-api/settings"), tverr),
            ("http_request", http("GET", f"{TV}/user"), tverr),
            ("http_request", http("GET", f"{TV}/owner/acme/repos?limit=50"), tverr),
            ("http_request", http("GET", f"{TV}/repo/8812204/env_vars"), tverr),
            ("http_request", http("GET", f"{TV}/repo/acme%2Fbilling-api/builds?limit=1"), tverr),
        ],
    )
    G = "https://gate.spinnaker.corp.example"
    ex = "01JEQ" + hx("spin-ex", 21).upper()
    sess(
        "spinnaker",
        True,
        1,
        "Run the Spinnaker 'deploy-canary' pipeline for the checkout app and tell me when it finishes and which server group is live.",
        [
            (
                "http_request",
                http("GET", f"{G}/applications/checkout/pipelineConfigs"),
                J(
                    [
                        {
                            "name": "deploy-canary",
                            "id": uid("spin-cfg-canary"),
                            "application": "checkout",
                            "triggers": [],
                            "stages": [
                                {"type": "deployManifest", "name": "Deploy canary"},
                                {"type": "kayentaCanary", "name": "Canary analysis"},
                                {"type": "deployManifest", "name": "Promote"},
                            ],
                        },
                        {
                            "name": "rollback",
                            "id": uid("spin-cfg-rb"),
                            "application": "checkout",
                            "triggers": [],
                            "stages": [{"type": "undoRolloutManifest", "name": "Undo"}],
                        },
                    ]
                ),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{G}/pipelines/checkout/deploy-canary",
                    {"type": "manual", "user": "agent@corp.example"},
                ),
                J({"ref": f"/pipelines/{ex}"}),
            ),
            (
                "http_request",
                http("GET", f"{G}/pipelines/{ex}"),
                J(
                    {
                        "id": ex,
                        "name": "deploy-canary",
                        "application": "checkout",
                        "status": "RUNNING",
                        "startTime": 1796667120331,
                        "stages": [
                            {"name": "Deploy canary", "status": "SUCCEEDED"},
                            {"name": "Canary analysis", "status": "RUNNING"},
                            {"name": "Promote", "status": "NOT_STARTED"},
                        ],
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{G}/pipelines/{ex}"),
                J(
                    {
                        "id": ex,
                        "name": "deploy-canary",
                        "application": "checkout",
                        "status": "RUNNING",
                        "startTime": 1796667120331,
                        "stages": [
                            {"name": "Deploy canary", "status": "SUCCEEDED"},
                            {
                                "name": "Canary analysis",
                                "status": "SUCCEEDED",
                                "context": {"canaryScore": 96.4},
                            },
                            {"name": "Promote", "status": "RUNNING"},
                        ],
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{G}/pipelines/{ex}"),
                J(
                    {
                        "id": ex,
                        "name": "deploy-canary",
                        "application": "checkout",
                        "status": "SUCCEEDED",
                        "startTime": 1796667120331,
                        "endTime": 1796668004112,
                        "stages": [
                            {"name": "Deploy canary", "status": "SUCCEEDED"},
                            {"name": "Canary analysis", "status": "SUCCEEDED"},
                            {"name": "Promote", "status": "SUCCEEDED"},
                        ],
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{G}/applications/checkout/serverGroups"),
                J(
                    [
                        {
                            "name": "replicaSet checkout-7f9c6d8b5",
                            "account": "prod-eks",
                            "region": "eu-west-1",
                            "cluster": "deployment checkout",
                            "isDisabled": False,
                            "instanceCounts": {"total": 6, "up": 6, "down": 0},
                            "createdTime": 1796667990021,
                        },
                        {
                            "name": "replicaSet checkout-5b44d9c7f",
                            "account": "prod-eks",
                            "region": "eu-west-1",
                            "cluster": "deployment checkout",
                            "isDisabled": True,
                            "instanceCounts": {"total": 0, "up": 0, "down": 0},
                            "createdTime": 1796011201553,
                        },
                    ]
                ),
            ),
        ],
    )
    H = "https://app.harness.io"
    hx_id = hx("harness-exec", 22)
    sess(
        "harness",
        True,
        1,
        "In Harness, run the build_and_push pipeline for inventory-svc with tag 2.14.0 and report the result.",
        [
            (
                "http_request",
                http(
                    "POST",
                    f"{H}/pipeline/api/pipeline/execute/build_and_push?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=inventory",
                    "pipeline:\n  identifier: build_and_push\n  variables:\n    - name: tag\n      type: String\n      value: 2.14.0\n",
                ),
                J(
                    {
                        "status": "SUCCESS",
                        "data": {
                            "planExecution": {
                                "uuid": hx_id,
                                "status": "RUNNING",
                                "runSequence": 87,
                                "startTs": 1796667300112,
                            }
                        },
                        "metaData": None,
                        "correlationId": uid("corr1"),
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{H}/pipeline/api/pipelines/execution/v2/{hx_id}?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=inventory",
                ),
                J(
                    {
                        "status": "SUCCESS",
                        "data": {
                            "pipelineExecutionSummary": {
                                "pipelineIdentifier": "build_and_push",
                                "planExecutionId": hx_id,
                                "runSequence": 87,
                                "status": "Running",
                                "layoutNodeMap": {
                                    "build": {"nodeIdentifier": "build", "status": "Running"}
                                },
                            }
                        },
                        "metaData": None,
                        "correlationId": uid("corr2"),
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{H}/pipeline/api/pipelines/execution/v2/{hx_id}?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=inventory",
                ),
                J(
                    {
                        "status": "SUCCESS",
                        "data": {
                            "pipelineExecutionSummary": {
                                "pipelineIdentifier": "build_and_push",
                                "planExecutionId": hx_id,
                                "runSequence": 87,
                                "status": "Success",
                                "endTs": 1796667811020,
                                "layoutNodeMap": {
                                    "build": {"nodeIdentifier": "build", "status": "Success"},
                                    "push": {"nodeIdentifier": "push", "status": "Success"},
                                },
                            }
                        },
                        "metaData": None,
                        "correlationId": uid("corr3"),
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{H}/pipeline/api/pipelines/execution/v2/{hx_id}/inputset?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=inventory",
                ),
                J(
                    {
                        "status": "SUCCESS",
                        "data": {
                            "inputSetYaml": "pipeline:\n  identifier: build_and_push\n  variables:\n    - name: tag\n      type: String\n      value: 2.14.0\n"
                        },
                        "metaData": None,
                        "correlationId": uid("corr4"),
                    }
                ),
            ),
        ],
    )
    hempty = lambda c: J(
        {
            "status": "SUCCESS",
            "data": {
                "totalPages": 0,
                "totalItems": 0,
                "pageItemCount": 0,
                "pageSize": 20,  # noqa: E731
                "content": [],
                "pageIndex": 0,
                "empty": True,
            },
            "metaData": None,
            "correlationId": uid(c),
        }
    )
    sess(
        "harness",
        False,
        1,
        "Show me the failed Harness deployments of the orders service in the last week and which stage failed.",
        [
            (
                "http_request",
                http(
                    "POST",
                    f"{H}/pipeline/api/pipelines/execution/summary?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=order&status=Failed",
                ),
                hempty("h1"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{H}/pipeline/api/pipelines/execution/summary?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=order",
                ),
                hempty("h2"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{H}/pipeline/api/pipelines/list?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=order",
                ),
                hempty("h3"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{H}/pipeline/api/pipelines/execution/summary?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=order&pipelineIdentifier=deploy_orders",
                ),
                hempty("h4"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{H}/pipeline/api/pipelines/execution/summary?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=order&size=100",
                ),
                hempty("h5"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{H}/pipeline/api/pipelines/execution/summary?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=order&status=Aborted",
                ),
                hempty("h6"),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{H}/pipeline/api/pipelines/list?accountIdentifier=Xa7kP2&orgIdentifier=default&projectIdentifier=order&searchTerm=deploy",
                ),
                hempty("h7"),
            ),
        ],
    )
    GT = "https://git.corp.example/api/v1"
    sess(
        "gitea",
        True,
        1,
        "For PR #214 on infra/terraform-modules in Gitea: are its CI checks green? If so approve it with a comment.",
        [
            (
                "http_request",
                http("GET", f"{GT}/repos/infra/terraform-modules/pulls/214"),
                J(
                    {
                        "id": 9120,
                        "number": 214,
                        "user": {"login": "mkhan"},
                        "title": "vpc: allow secondary CIDR blocks",
                        "state": "open",
                        "mergeable": True,
                        "merged": False,
                        "head": {"ref": "feat/vpc-secondary-cidr", "sha": hx("pr214", 40)},
                        "base": {"ref": "main"},
                        "created_at": "2026-12-05T11:02:44Z",
                        "updated_at": "2026-12-07T09:15:10Z",
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{GT}/repos/infra/terraform-modules/commits/{hx('pr214', 40)}/status"),
                J(
                    {
                        "state": "success",
                        "sha": hx("pr214", 40),
                        "total_count": 3,
                        "statuses": [
                            {
                                "id": 1,
                                "status": "success",
                                "context": "woodpecker/pr/fmt",
                                "description": "Pipeline was successful",
                                "target_url": "https://ci.corp.example/repos/12/pipeline/880",
                            },
                            {
                                "id": 2,
                                "status": "success",
                                "context": "woodpecker/pr/validate",
                                "description": "Pipeline was successful",
                                "target_url": "https://ci.corp.example/repos/12/pipeline/880",
                            },
                            {
                                "id": 3,
                                "status": "success",
                                "context": "woodpecker/pr/tflint",
                                "description": "Pipeline was successful",
                                "target_url": "https://ci.corp.example/repos/12/pipeline/880",
                            },
                        ],
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{GT}/repos/infra/terraform-modules/pulls/214/reviews",
                    {"event": "APPROVED", "body": "CI green (fmt, validate, tflint). LGTM."},
                ),
                J(
                    {
                        "id": 3310,
                        "user": {"login": "review-bot"},
                        "body": "CI green (fmt, validate, tflint). LGTM.",
                        "commit_id": hx("pr214", 40),
                        "state": "APPROVED",
                        "stale": False,
                        "official": True,
                        "submitted_at": "2026-12-07T18:16:21Z",
                        "html_url": "https://git.corp.example/infra/terraform-modules/pulls/214#issuecomment-3310",
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{GT}/repos/infra/terraform-modules/pulls/214/reviews"),
                J(
                    [
                        {
                            "id": 3290,
                            "user": {"login": "jdoe"},
                            "state": "COMMENT",
                            "body": "Can you add an example?",
                        },
                        {
                            "id": 3310,
                            "user": {"login": "review-bot"},
                            "state": "APPROVED",
                            "body": "CI green (fmt, validate, tflint). LGTM.",
                        },
                    ]
                ),
            ),
        ],
    )
    sess(
        "gitea",
        True,
        2,
        "Are there any open issues labelled 'security' in the Gitea repo platform/auth-gateway? If there are none, open one for the expired TLS cert on staging.",
        [
            (
                "http_request",
                http(
                    "GET",
                    f"{GT}/repos/platform/auth-gateway/issues?state=open&labels=security&type=issues",
                ),
                "[]",
            ),
            (
                "http_request",
                http("GET", f"{GT}/repos/platform/auth-gateway/labels"),
                J(
                    [
                        {"id": 41, "name": "bug", "color": "ee0701"},
                        {"id": 42, "name": "security", "color": "b60205"},
                        {"id": 43, "name": "ops", "color": "0e8a16"},
                    ]
                ),
            ),
            (
                "http_request",
                http(
                    "POST",
                    f"{GT}/repos/platform/auth-gateway/issues",
                    {
                        "title": "Staging TLS certificate expired",
                        "body": "auth-gw.staging.corp.example cert expired 2026-12-06.",
                        "labels": [42, 43],
                    },
                ),
                J(
                    {
                        "id": 20871,
                        "number": 77,
                        "title": "Staging TLS certificate expired",
                        "state": "open",
                        "labels": [{"id": 42, "name": "security"}, {"id": 43, "name": "ops"}],
                        "html_url": "https://git.corp.example/platform/auth-gateway/issues/77",
                        "created_at": "2026-12-07T18:17:03Z",
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{GT}/repos/platform/auth-gateway/issues?state=open&labels=security&type=issues",
                ),
                J(
                    [
                        {
                            "id": 20871,
                            "number": 77,
                            "title": "Staging TLS certificate expired",
                            "state": "open",
                            "comments": 0,
                        }
                    ]
                ),
            ),
        ],
    )
    sess(
        "woodpecker",
        True,
        1,
        "Check the latest Woodpecker pipelines for infra/terraform-modules; if the last main pipeline failed, show the failing step log and restart it.",
        [
            (
                "bash",
                sh("woodpecker-cli pipeline ls infra/terraform-modules --limit 4"),
                "Number  Status   Event  Branch                   Message                              Author\n"
                "883     success  pull   feat/vpc-secondary-cidr  vpc: allow secondary CIDR blocks     mkhan\n"
                "882     failure  push   main                     eks: bump addon versions             jdoe\n"
                "881     success  push   main                     readme: module table                 jdoe\n"
                "880     success  pull   feat/vpc-secondary-cidr  vpc: allow secondary CIDR blocks     mkhan\n",
            ),
            (
                "bash",
                sh("woodpecker-cli pipeline ps infra/terraform-modules 882"),
                "Step      PID  State    Exit  Name\nclone     1    success  0     clone\nfmt       2    success  0     fmt\n"
                "validate  3    failure  1     validate\ntflint    4    skipped  0     tflint\n",
            ),
            (
                "bash",
                sh("woodpecker-cli log show infra/terraform-modules 882 3"),
                "+ terraform init -backend=false\nInitializing modules...\n+ terraform validate\n\u2577\n"
                '\u2502 Error: Unsupported argument\n\u2502 \n\u2502   on eks/addons.tf line 14, in resource "aws_eks_addon" "vpc_cni":\n'
                '\u2502   14:   resolve_conflicts = "OVERWRITE"\n\u2502 \n\u2502 An argument named "resolve_conflicts" is not expected here.\n\u2575\n',
            ),
            (
                "bash",
                sh("woodpecker-cli pipeline start infra/terraform-modules 882"),
                "Starting pipeline infra/terraform-modules#884\n",
            ),
            (
                "bash",
                sh("sleep 60; woodpecker-cli pipeline info infra/terraform-modules 884"),
                "Number: 884\nStatus: failure\nEvent: push\nCommit: "
                + hx("tf882", 40)
                + "\nBranch: main\nRef: refs/heads/main\n"
                "Message: eks: bump addon versions\nAuthor: jdoe\n",
            ),
        ],
    )
    wperr = lambda path: (  # noqa: E731
        f'Error: Get "https://ci.corp.example/api/{path}": dial tcp 10.0.4.12:443: connect: connection refused\n'
    )
    sess(
        "woodpecker",
        False,
        1,
        "Find out how long the deploy step of platform/auth-gateway pipelines has been taking this week.",
        [
            (
                "bash",
                sh("woodpecker-cli pipeline ls platform/auth-gateway --limit 20"),
                wperr("repos/lookup/platform/auth-gateway"),
            ),
            (
                "bash",
                sh("woodpecker-cli pipeline last platform/auth-gateway"),
                wperr("repos/lookup/platform/auth-gateway"),
            ),
            ("bash", sh("woodpecker-cli repo ls"), wperr("user/repos?all=true")),
            (
                "bash",
                sh("woodpecker-cli pipeline ls platform/auth-gateway --branch main"),
                wperr("repos/lookup/platform/auth-gateway"),
            ),
            ("bash", sh("woodpecker-cli info"), wperr("user")),
            (
                "bash",
                sh("woodpecker-cli pipeline info platform/auth-gateway 410"),
                wperr("repos/lookup/platform/auth-gateway"),
            ),
            (
                "bash",
                sh(
                    "WOODPECKER_SERVER=https://ci.corp.example woodpecker-cli pipeline ls platform/auth-gateway"
                ),
                wperr("repos/lookup/platform/auth-gateway"),
            ),
        ],
    )


# ---------------------------------------------------------------- 5. package services


def packages() -> None:
    HB = "https://harbor.corp.example/api/v2.0"
    dg = "sha256:" + hashlib.sha256(b"orders-api:3.8.1").hexdigest()
    sess(
        "harbor",
        True,
        1,
        "Rescan orders-api:3.8.1 in Harbor and tell me how many critical CVEs it has now.",
        [
            (
                "http_request",
                http("GET", f"{HB}/projects/shop/repositories?q=name%3D~orders"),
                J(
                    [
                        {
                            "id": 88,
                            "name": "shop/orders-api",
                            "project_id": 7,
                            "artifact_count": 41,
                            "pull_count": 18220,
                            "creation_time": "2025-03-11T08:21:40.112Z",
                            "update_time": "2026-12-06T20:02:11.004Z",
                        },
                        {
                            "id": 91,
                            "name": "shop/orders-worker",
                            "project_id": 7,
                            "artifact_count": 22,
                            "pull_count": 6011,
                            "creation_time": "2025-04-02T10:00:03.551Z",
                            "update_time": "2026-12-06T20:05:40.918Z",
                        },
                    ]
                ),
            ),
            (
                "http_request",
                http("POST", f"{HB}/projects/shop/repositories/orders-api/artifacts/3.8.1/scan"),
                "",
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{HB}/projects/shop/repositories/orders-api/artifacts/3.8.1?with_scan_overview=true",
                ),
                J(
                    {
                        "id": 5120,
                        "digest": dg,
                        "type": "IMAGE",
                        "tags": [{"name": "3.8.1", "immutable": False}],
                        "scan_overview": {
                            "application/vnd.security.vulnerability.report; version=1.1": {
                                "report_id": uid("hb-rep"),
                                "scan_status": "Running",
                                "start_time": "2026-12-07T18:18:02.000Z",
                                "scanner": {
                                    "name": "Trivy",
                                    "vendor": "Aqua Security",
                                    "version": "v0.56.1",
                                },
                            }
                        },
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{HB}/projects/shop/repositories/orders-api/artifacts/3.8.1?with_scan_overview=true",
                ),
                J(
                    {
                        "id": 5120,
                        "digest": dg,
                        "type": "IMAGE",
                        "tags": [{"name": "3.8.1", "immutable": False}],
                        "scan_overview": {
                            "application/vnd.security.vulnerability.report; version=1.1": {
                                "report_id": uid("hb-rep"),
                                "scan_status": "Success",
                                "severity": "Critical",
                                "duration": 14,
                                "start_time": "2026-12-07T18:18:02.000Z",
                                "end_time": "2026-12-07T18:18:16.000Z",
                                "complete_percent": 100,
                                "summary": {
                                    "total": 63,
                                    "fixable": 41,
                                    "summary": {"Critical": 2, "High": 11, "Medium": 30, "Low": 20},
                                },
                                "scanner": {
                                    "name": "Trivy",
                                    "vendor": "Aqua Security",
                                    "version": "v0.56.1",
                                },
                            }
                        },
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{HB}/projects/shop/repositories/orders-api/artifacts/3.8.1/additions/vulnerabilities",
                ),
                J(
                    {
                        "application/vnd.security.vulnerability.report; version=1.1": {
                            "severity": "Critical",
                            "vulnerabilities": [
                                {
                                    "id": "CVE-2026-31044",
                                    "package": "libexpat1",
                                    "version": "2.5.0-1",
                                    "fix_version": "2.5.0-1+deb12u2",
                                    "severity": "Critical",
                                },
                                {
                                    "id": "CVE-2026-28817",
                                    "package": "openssl",
                                    "version": "3.0.14-1~deb12u2",
                                    "fix_version": "3.0.15-1~deb12u1",
                                    "severity": "Critical",
                                },
                            ],
                        }
                    }
                ),
            ),
        ],
    )
    hb401 = J({"errors": [{"code": "UNAUTHORIZED", "message": "unauthorized"}]})
    sess(
        "harbor",
        False,
        1,
        "Clean up Harbor: which repositories in the ml project have untagged artifacts older than 90 days?",
        [
            ("http_request", http("GET", f"{HB}/projects/ml/repositories?page_size=100"), hb401),
            ("http_request", http("GET", f"{HB}/projects?name=ml"), hb401),
            (
                "http_request",
                http("GET", f"{HB}/projects/ml/repositories/trainer/artifacts?q=tags%3Dnil"),
                hb401,
            ),
            (
                "http_request",
                http("GET", f"{HB}/projects/ml/repositories?page=1&page_size=10"),
                hb401,
            ),
            (
                "http_request",
                http("GET", f"{HB}/systeminfo"),
                J(
                    {
                        "auth_mode": "oidc_auth",
                        "primary_auth_mode": False,
                        "harbor_version": "v2.11.1-6b7ecba1",
                        "self_registration": False,
                        "has_ca_root": False,
                    }
                ),
            ),
            (
                "http_request",
                http("GET", f"{HB}/projects/ml/repositories/inference/artifacts?with_tag=true"),
                hb401,
            ),
            ("http_request", http("GET", f"{HB}/users/current"), hb401),
            (
                "http_request",
                http("GET", f"{HB}/projects/ml/repositories/trainer/artifacts?page_size=50"),
                hb401,
            ),
        ],
    )
    Q = "https://quay.io/api/v1"

    def qtag(name, i):
        return {
            "name": name,
            "reposize": 182004512 + i * 911,
            "manifest_digest": "sha256:" + hx(name + str(i), 64),
            "is_manifest_list": False,
            "start_ts": 1796000000 + i * 86400,
            "last_modified": "Sat, 0%d Dec 2026 10:00:00 -0000" % (i % 7 + 1),
        }

    sess(
        "quay",
        True,
        1,
        "Find the newest 1.x tag of quay.io/corp/edge-proxy and tell me whether its vulnerability scan has anything fixable.",
        [
            (
                "http_request",
                http(
                    "GET", f"{Q}/repository/corp/edge-proxy/tag/?onlyActiveTags=true&limit=3&page=1"
                ),
                J(
                    {
                        "tags": [qtag("latest", 9), qtag("2.0.0-rc1", 8), qtag("1.9.4", 7)],
                        "page": 1,
                        "has_additional": True,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET", f"{Q}/repository/corp/edge-proxy/tag/?onlyActiveTags=true&limit=3&page=2"
                ),
                J(
                    {
                        "tags": [qtag("1.9.3", 6), qtag("1.9.2", 5), qtag("1.9.1", 4)],
                        "page": 2,
                        "has_additional": True,
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{Q}/repository/corp/edge-proxy/manifest/sha256:{hx('1.9.47', 64)}/security?vulnerabilities=true",
                ),
                J({"status": "queued", "data": None}),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{Q}/repository/corp/edge-proxy/manifest/sha256:{hx('1.9.47', 64)}/security?vulnerabilities=true",
                ),
                J(
                    {
                        "status": "scanned",
                        "data": {
                            "Layer": {
                                "Name": "sha256:" + hx("layer1", 64),
                                "NamespaceName": "alpine:3.20",
                                "IndexedByVersion": 4,
                                "Features": [
                                    {
                                        "Name": "busybox",
                                        "Version": "1.36.1-r29",
                                        "VersionFormat": "apk",
                                        "AddedBy": "sha256:" + hx("layer0", 64),
                                        "Vulnerabilities": [
                                            {
                                                "Name": "CVE-2026-11201",
                                                "Severity": "Medium",
                                                "FixedBy": "1.36.1-r31",
                                                "Link": "https://security.alpinelinux.org/vuln/CVE-2026-11201",
                                            }
                                        ],
                                    },
                                    {
                                        "Name": "zlib",
                                        "Version": "1.3.1-r1",
                                        "VersionFormat": "apk",
                                        "AddedBy": "sha256:" + hx("layer0", 64),
                                    },
                                ],
                            }
                        },
                    }
                ),
            ),
        ],
    )
    q504 = "<html><body><h1>504 Gateway Time-out</h1>\nThe server didn't respond in time.\n</body></html>\n"
    sess(
        "quay",
        False,
        1,
        "Which robot accounts in the Quay organisation corp have write access to the payments repos?",
        [
            ("http_request", http("GET", f"{Q}/organization/corp/robots?permissions=true"), q504),
            (
                "http_request",
                http("GET", f"{Q}/repository/corp/payments-api/permissions/user/"),
                q504,
            ),
            ("http_request", http("GET", f"{Q}/repository?namespace=corp&public=false"), q504),
            ("http_request", http("GET", f"{Q}/organization/corp/robots"), q504),
            (
                "http_request",
                http("GET", f"{Q}/repository/corp/payments-worker/permissions/user/"),
                q504,
            ),
            ("http_request", http("GET", f"{Q}/organization/corp"), q504),
            (
                "http_request",
                http("GET", f"{Q}/organization/corp/robots?permissions=true&token=false"),
                q504,
            ),
        ],
    )
    sess(
        "cloudsmith",
        True,
        1,
        "Promote the 4.2.0 build of the python package 'ledgerkit' from the staging Cloudsmith repo to production, and tag it 'ga'.",
        [
            (
                "bash",
                sh("cloudsmith ls pkgs acme/staging -q 'name:ledgerkit version:4.2.0'"),
                "Getting list of packages ... OK\n\n"
                " Name      | Version | Status    | Owner / Repository (Identifier)       \n"
                " --------- | ------- | --------- | ------------------------------------- \n"
                " ledgerkit | 4.2.0   | Completed | acme/staging/ledgerkit-420-py3-none-any-whl (Xk2pQ7vN9aRc) \n"
                " ledgerkit | 4.2.0   | Completed | acme/staging/ledgerkit-420-tar-gz (bR4tY1uM0sLe) \n\n"
                "Results: 2 packages visible\n",
            ),
            (
                "bash",
                sh("cloudsmith ls pkgs acme/production -q 'name:ledgerkit version:4.2.0'"),
                "Getting list of packages ... OK\n\nResults: 0 packages visible\n",
            ),
            (
                "bash",
                sh("cloudsmith mv acme/staging/Xk2pQ7vN9aRc production -y"),
                "Moving ledgerkit-4.2.0-py3-none-any.whl from acme/staging to production ... OK\n"
                "Moved ledgerkit-4.2.0-py3-none-any.whl to acme/production/Xk2pQ7vN9aRc\n",
            ),
            (
                "bash",
                sh("cloudsmith mv acme/staging/bR4tY1uM0sLe production -y"),
                "Moving ledgerkit-4.2.0.tar.gz from acme/staging to production ... OK\n"
                "Moved ledgerkit-4.2.0.tar.gz to acme/production/bR4tY1uM0sLe\n",
            ),
            (
                "bash",
                sh("cloudsmith tags add acme/production/Xk2pQ7vN9aRc ga"),
                "Adding 'ga' tags to the 'Xk2pQ7vN9aRc' package ... OK\n\nTags: ga (1 tag)\n",
            ),
            (
                "bash",
                sh("cloudsmith tags add acme/production/bR4tY1uM0sLe ga"),
                "Adding 'ga' tags to the 'bR4tY1uM0sLe' package ... OK\n\nTags: ga (1 tag)\n",
            ),
        ],
    )
    cserr = (
        "Getting list of packages ... ERROR\nFailed to get list of packages! (status: 429 - Too Many Requests)\n\n"
        "Detail: Request was throttled. Expected available in {s} seconds.\n"
    )
    sess(
        "cloudsmith",
        False,
        1,
        "Find every npm package in acme/frontend that depends on lodash older than 4.17.21.",
        [
            ("bash", sh("cloudsmith ls pkgs acme/frontend -q 'format:npm'"), cserr.format(s=3540)),
            (
                "bash",
                sh("cloudsmith ls pkgs acme/frontend -q 'format:npm' --page 1 --page-size 100"),
                cserr.format(s=3527),
            ),
            ("bash", sh("cloudsmith ls pkgs acme/frontend -q 'name:lodash'"), cserr.format(s=3519)),
            ("bash", sh("cloudsmith ls pkgs acme/frontend"), cserr.format(s=3502)),
            (
                "bash",
                sh("cloudsmith ls pkgs acme/frontend -q 'format:npm' -F json"),
                J(
                    {
                        "detail": "Request was throttled. Expected available in 3488 seconds.",
                        "meta": {"code": 429, "description": "Too Many Requests"},
                    }
                ),
            ),
            (
                "bash",
                sh("cloudsmith ls pkgs acme/frontend -q 'tag:latest format:npm'"),
                cserr.format(s=3461),
            ),
            (
                "bash",
                sh("cloudsmith ls pkgs acme/frontend -q 'version:>=1.0 format:npm'"),
                cserr.format(s=3440),
            ),
        ],
    )
    GH = "https://api.github.com"

    def alert(n, pkg, eco, sev, ghsa, vr, summary):
        return {
            "number": n,
            "state": "open",
            "dependency": {
                "package": {"ecosystem": eco, "name": pkg},
                "manifest_path": "package-lock.json" if eco == "npm" else "requirements.txt",
                "scope": "runtime",
            },
            "security_advisory": {"ghsa_id": ghsa, "summary": summary, "severity": sev},
            "security_vulnerability": {
                "package": {"ecosystem": eco, "name": pkg},
                "severity": sev,
                "vulnerable_version_range": vr,
            },
            "url": f"{GH}/repos/acme/storefront/dependabot/alerts/{n}",
            "html_url": f"https://github.com/acme/storefront/security/dependabot/{n}",
            "created_at": "2026-11-2%dT10:00:00Z" % (n % 9),
        }

    sess(
        "dependabot",
        True,
        1,
        "Any critical Dependabot alerts open on acme/storefront? Then go through the high ones and dismiss the dev-only ones as tolerable risk.",
        [
            (
                "http_request",
                http(
                    "GET",
                    f"{GH}/repos/acme/storefront/dependabot/alerts?state=open&severity=critical",
                ),
                "[]",
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{GH}/repos/acme/storefront/dependabot/alerts?state=open&severity=high&per_page=2",
                ),
                J(
                    [
                        alert(
                            58,
                            "undici",
                            "npm",
                            "high",
                            "GHSA-c76h-2ccp-4975",
                            "< 6.21.1",
                            "undici: unbounded redirect loop",
                        ),
                        alert(
                            55,
                            "braces",
                            "npm",
                            "high",
                            "GHSA-grv7-fg5c-xmjg",
                            "< 3.0.3",
                            "Uncontrolled resource consumption in braces",
                        ),
                    ]
                ),
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{GH}/repos/acme/storefront/dependabot/alerts?state=open&severity=high&per_page=2&page=2",
                ),
                J(
                    [
                        alert(
                            49,
                            "cross-spawn",
                            "npm",
                            "high",
                            "GHSA-3xgq-45jj-v275",
                            ">= 7.0.0, < 7.0.5",
                            "ReDoS in cross-spawn",
                        )
                    ]
                ),
            ),
            (
                "bash",
                sh("cd storefront && npm ls braces cross-spawn --omit=dev"),
                "storefront@5.3.0 /home/agent/storefront\n`-- (empty)\n\n",
            ),
            (
                "http_request",
                http(
                    "PATCH",
                    f"{GH}/repos/acme/storefront/dependabot/alerts/55",
                    {
                        "state": "dismissed",
                        "dismissed_reason": "tolerable_risk",
                        "dismissed_comment": "dev-only (build tooling)",
                    },
                ),
                J(
                    {
                        **alert(
                            55,
                            "braces",
                            "npm",
                            "high",
                            "GHSA-grv7-fg5c-xmjg",
                            "< 3.0.3",
                            "Uncontrolled resource consumption in braces",
                        ),
                        "state": "dismissed",
                        "dismissed_reason": "tolerable_risk",
                        "dismissed_comment": "dev-only (build tooling)",
                        "dismissed_at": "2026-12-07T18:20:11Z",
                        "dismissed_by": {"login": "sec-agent"},
                    }
                ),
            ),
            (
                "http_request",
                http(
                    "PATCH",
                    f"{GH}/repos/acme/storefront/dependabot/alerts/49",
                    {
                        "state": "dismissed",
                        "dismissed_reason": "tolerable_risk",
                        "dismissed_comment": "dev-only (build tooling)",
                    },
                ),
                J(
                    {
                        **alert(
                            49,
                            "cross-spawn",
                            "npm",
                            "high",
                            "GHSA-3xgq-45jj-v275",
                            ">= 7.0.0, < 7.0.5",
                            "ReDoS in cross-spawn",
                        ),
                        "state": "dismissed",
                        "dismissed_reason": "tolerable_risk",
                        "dismissed_comment": "dev-only (build tooling)",
                        "dismissed_at": "2026-12-07T18:20:13Z",
                        "dismissed_by": {"login": "sec-agent"},
                    }
                ),
            ),
        ],
    )
    gh403 = J(
        {
            "message": "Resource not accessible by personal access token",
            "documentation_url": "https://docs.github.com/rest/dependabot/alerts#list-dependabot-alerts-for-an-organization",
            "status": "403",
        }
    )
    gh403r = J(
        {
            "message": "Resource not accessible by personal access token",
            "documentation_url": "https://docs.github.com/rest/dependabot/alerts#list-dependabot-alerts-for-a-repository",
            "status": "403",
        }
    )
    sess(
        "dependabot",
        False,
        1,
        "Across the acme org, which repos have open Dependabot alerts for the log4j or jackson-databind packages?",
        [
            (
                "http_request",
                http("GET", f"{GH}/orgs/acme/dependabot/alerts?state=open&package=log4j-core"),
                gh403,
            ),
            (
                "http_request",
                http("GET", f"{GH}/orgs/acme/dependabot/alerts?state=open&ecosystem=maven"),
                gh403,
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{GH}/repos/acme/billing-api/dependabot/alerts?state=open&ecosystem=maven",
                ),
                gh403r,
            ),
            (
                "http_request",
                http(
                    "GET",
                    f"{GH}/repos/acme/ledger-service/dependabot/alerts?package=jackson-databind",
                ),
                gh403r,
            ),
            (
                "http_request",
                http("GET", f"{GH}/repos/acme/reporting/dependabot/alerts?state=open"),
                gh403r,
            ),
            ("http_request", http("GET", f"{GH}/orgs/acme/dependabot/alerts?per_page=100"), gh403),
            (
                "http_request",
                http("GET", f"{GH}/repos/acme/search-indexer/dependabot/alerts?package=log4j-core"),
                gh403r,
            ),
        ],
    )
    sess(
        "renovate",
        True,
        1,
        "Renovate didn't open a PR for the postgres image bump in acme/infra-charts last night. Look at the log and tell me why.",
        [
            (
                "bash",
                sh(
                    "grep -c '' /var/log/renovate/2026-12-07.log && grep 'acme/infra-charts' /var/log/renovate/2026-12-07.log | grep -E 'INFO|WARN' | head"
                ),
                "48211\n"
                " INFO: Repository started (repository=acme/infra-charts)\n"
                '       "renovateVersion": "39.42.4"\n'
                " INFO: Dependency extraction complete (repository=acme/infra-charts, baseBranch=main)\n"
                '       "stats": {"managers": {"helm-values": {"fileCount": 14, "depCount": 37}, "helmv3": {"fileCount": 9, "depCount": 12}}, "total": {"fileCount": 23, "depCount": 49}}\n'
                " INFO: Repository finished (repository=acme/infra-charts)\n"
                '       "cloned": true,\n       "durationMs": 38112\n',
            ),
            (
                "bash",
                sh('grep -A6 \'depName": "postgres"\' /var/log/renovate/2026-12-07.log | head -20'),
                '               "depName": "postgres",\n               "currentValue": "16.4",\n               "datasource": "docker",\n'
                '               "updates": [\n                 {"bucket": "major", "newVersion": "17.2", "newValue": "17.2", "updateType": "major", "branchName": "renovate/postgres-17.x"},\n'
                '                 {"bucket": "non-major", "newVersion": "16.6", "newValue": "16.6", "updateType": "minor", "branchName": "renovate/postgres-16.x"}\n',
            ),
            (
                "bash",
                sh(
                    "grep -E 'renovate/postgres-1[67]' /var/log/renovate/2026-12-07.log | grep -v depName"
                ),
                "DEBUG: Branch renovate/postgres-16.x: Skipping PR creation (repository=acme/infra-charts, branch=renovate/postgres-16.x)\n"
                "DEBUG: Branch renovate/postgres-17.x: Dependency Dashboard approval required (repository=acme/infra-charts)\n"
                "DEBUG: Branch renovate/postgres-16.x: Pending status check(s) (repository=acme/infra-charts, branch=renovate/postgres-16.x)\n"
                '       "prCreation": "not-pending", "stabilityDays": 3, "releaseTimestamp": "2026-12-05T21:04:55.000Z"\n',
            ),
            (
                "bash",
                sh("grep -E 'minimumReleaseAge|stabilityDays' infra-charts/renovate.json"),
                '  "minimumReleaseAge": "3 days",\n',
            ),
            (
                "bash",
                sh("grep -i 'postgres' /var/log/renovate/2026-12-07.log | grep -iE 'error|fail'"),
                "",
            ),
        ],
    )
    sess(
        "codeartifact",
        True,
        1,
        "In CodeArtifact, what versions of our internal npm package @acme/design-tokens exist, and is 3.1.0 published or still unlisted?",
        [
            (
                "bash",
                sh(
                    "aws codeartifact list-package-versions --domain acme --repository npm-internal --format npm --namespace acme --package design-tokens --max-results 3"
                ),
                J(
                    {
                        "versions": [
                            {
                                "version": "3.1.0",
                                "revision": "W2mF" + hx("r310", 40),
                                "status": "Unlisted",
                                "origin": {
                                    "domainEntryPoint": {"repositoryName": "npm-internal"},
                                    "originType": "INTERNAL",
                                },
                            },
                            {
                                "version": "3.0.2",
                                "revision": "Yq3b" + hx("r302", 40),
                                "status": "Published",
                                "origin": {
                                    "domainEntryPoint": {"repositoryName": "npm-internal"},
                                    "originType": "INTERNAL",
                                },
                            },
                            {
                                "version": "3.0.1",
                                "revision": "Lp9k" + hx("r301", 40),
                                "status": "Published",
                                "origin": {
                                    "domainEntryPoint": {"repositoryName": "npm-internal"},
                                    "originType": "INTERNAL",
                                },
                            },
                        ],
                        "defaultDisplayVersion": "3.0.2",
                        "format": "npm",
                        "namespace": "acme",
                        "package": "design-tokens",
                        "nextToken": "eyJ2IjoiMy4wLjEifQ==",
                    }
                ),
            ),
            (
                "bash",
                sh(
                    "aws codeartifact list-package-versions --domain acme --repository npm-internal --format npm --namespace acme --package design-tokens --next-token eyJ2IjoiMy4wLjEifQ=="
                ),
                J(
                    {
                        "versions": [
                            {
                                "version": "3.0.0",
                                "revision": "Kd2a" + hx("r300", 40),
                                "status": "Published",
                                "origin": {
                                    "domainEntryPoint": {"repositoryName": "npm-internal"},
                                    "originType": "INTERNAL",
                                },
                            },
                            {
                                "version": "2.9.4",
                                "revision": "Mm0x" + hx("r294", 40),
                                "status": "Archived",
                                "origin": {
                                    "domainEntryPoint": {"repositoryName": "npm-internal"},
                                    "originType": "INTERNAL",
                                },
                            },
                        ],
                        "defaultDisplayVersion": "3.0.2",
                        "format": "npm",
                        "namespace": "acme",
                        "package": "design-tokens",
                    }
                ),
            ),
            (
                "bash",
                sh(
                    "aws codeartifact describe-package-version --domain acme --repository npm-internal --format npm --namespace acme --package design-tokens --package-version 3.1.0"
                ),
                J(
                    {
                        "packageVersion": {
                            "format": "npm",
                            "namespace": "acme",
                            "packageName": "design-tokens",
                            "displayName": "design-tokens",
                            "version": "3.1.0",
                            "summary": "Design tokens for Acme web and mobile",
                            "homePage": "https://git.corp.example/ui/design-tokens",
                            "publishedTime": "2026-12-04T16:40:12.881000+00:00",
                            "licenses": [{"name": "UNLICENSED"}],
                            "revision": "W2mF" + hx("r310", 40),
                            "status": "Unlisted",
                            "origin": {
                                "domainEntryPoint": {"repositoryName": "npm-internal"},
                                "originType": "INTERNAL",
                            },
                        }
                    }
                ),
            ),
            (
                "bash",
                sh(
                    "aws codeartifact list-package-version-assets --domain acme --repository npm-internal --format npm --namespace acme --package design-tokens --package-version 3.1.0"
                ),
                J(
                    {
                        "format": "npm",
                        "namespace": "acme",
                        "package": "design-tokens",
                        "version": "3.1.0",
                        "versionRevision": "W2mF" + hx("r310", 40),
                        "assets": [
                            {
                                "name": "package.tgz",
                                "size": 48211,
                                "hashes": {
                                    "MD5": hx("md5", 32),
                                    "SHA-1": hx("sha1", 40),
                                    "SHA-256": hx("s256", 64),
                                    "SHA-512": hx("s512", 64) + hx("s512b", 64),
                                },
                            }
                        ],
                    }
                ),
            ),
        ],
    )
    sess(
        "codeartifact",
        True,
        2,
        "Publish (list) version 3.1.0 of @acme/design-tokens in CodeArtifact now that QA signed off, and confirm.",
        [
            (
                "bash",
                sh(
                    "aws codeartifact update-package-versions-status --domain acme --repository npm-internal --format npm --namespace acme --package design-tokens --versions 3.1.0 --target-status Published"
                ),
                J(
                    {
                        "successfulVersions": {
                            "3.1.0": {"revision": "W2mF" + hx("r310", 40), "status": "Published"}
                        },
                        "failedVersions": {},
                    }
                ),
            ),
            (
                "bash",
                sh(
                    "aws codeartifact describe-package --domain acme --repository npm-internal --format npm --namespace acme --package design-tokens"
                ),
                J(
                    {
                        "package": {
                            "format": "npm",
                            "namespace": "acme",
                            "name": "design-tokens",
                            "originConfiguration": {
                                "restrictions": {"publish": "ALLOW", "upstream": "BLOCK"}
                            },
                        }
                    }
                ),
            ),
            (
                "bash",
                sh(
                    "aws codeartifact list-package-versions --domain acme --repository npm-internal --format npm --namespace acme --package design-tokens --status Published --sort-by PUBLISHED_TIME --max-results 2"
                ),
                J(
                    {
                        "versions": [
                            {
                                "version": "3.1.0",
                                "revision": "W2mF" + hx("r310", 40),
                                "status": "Published",
                                "origin": {
                                    "domainEntryPoint": {"repositoryName": "npm-internal"},
                                    "originType": "INTERNAL",
                                },
                            },
                            {
                                "version": "3.0.2",
                                "revision": "Yq3b" + hx("r302", 40),
                                "status": "Published",
                                "origin": {
                                    "domainEntryPoint": {"repositoryName": "npm-internal"},
                                    "originType": "INTERNAL",
                                },
                            },
                        ],
                        "defaultDisplayVersion": "3.1.0",
                        "format": "npm",
                        "namespace": "acme",
                        "package": "design-tokens",
                        "nextToken": "eyJ2IjoiMy4wLjIifQ==",
                    }
                ),
            ),
            (
                "bash",
                sh(
                    "npm view @acme/design-tokens dist-tags --registry https://acme-111122223333.d.codeartifact.eu-west-1.amazonaws.com/npm/npm-internal/"
                ),
                "{ latest: '3.1.0' }\n",
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    virtualisation()
    network()
    malware()
    ci()
    packages()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout48.jsonl"
    )
