"""Build ``tool_heldout18.jsonl``: the eighteenth held-out fixture of agent sessions.

Run ``python tests/data/tool_heldout18_build.py``; the build is deterministic (no clock, no
randomness: ids are derived from fixed seeds). Each row is one tool call in the project's
real-runs format: ``{source, run_id, task, tool, args, result, outcome}``, ``source`` being
``heldout18/<family>``. 36 sessions succeed; 20 fail because a source failed silently and the
agent kept calling it. The sessions were written without reading the detectors, the shape
readers, the gate's tool counting or the earlier fixtures.

Where each family's format comes from, and how sure the author is (outputs are abridged where
the real ones run to pages, and some records trimmed to the fields a task reads, such as
Label Studio's annotation results, Typeform's metadata and Tradier's greeks, to keep the file
under 300 kB; what is shown keeps the real layout). A raw HTTP body is compact JSON; a tool
that re-serialises a client library's objects (the Meraki SDK, boto3, the Vertex AI client)
writes ``json.dumps``'s default separators:

* ``powershell``, ``gpo`` - text that ``pwsh -NoProfile -Command`` writes for ``Format-Table``,
  ``Format-List``, ``Get-WinEvent``, ``Get-Service``, ``gpresult /r``, ``robocopy`` and
  registry reads, as a PowerShell MCP server hands it back (stdout, then any error records,
  Windows line endings; a command that prints nothing gives ``""``). From years of reading
  that output: sure of the layouts, the column widths approximate.
* ``wmi`` - a ``cim_query`` tool that runs ``Get-CimInstance ... | ConvertTo-Json`` (PowerShell
  7's two-space JSON; no instances gives ``""``; an error gives ``Error: <message> (HRESULT
  0x...) [<computer> <namespace>: <query>]``). The JSON is sure; the wrapper's error line is
  this fixture's assumption.
* ``intune`` - Microsoft Graph ``deviceManagement`` and ``informationProtection/bitlocker``
  responses (``@odata.context``, ``value``, ``@odata.nextLink``; a POST action answers ``HTTP
  204 No Content``). Field names from the Graph v1.0 reference: fairly sure.
* ``asterisk`` - ``asterisk -rx`` output of ``pjsip show endpoint|contacts`` and ``dialplan
  show`` (from Asterisk 18-20's CLI), the ``full`` log's NOTICE lines, ``fail2ban-client``;
  AMI responses as ``Key: value`` blocks with CRLF line ends (``Permission denied`` to an
  unauthenticated session is what ``manager.c`` sends). Sure of the shapes, the endpoint
  listing abridged.
* ``freeswitch`` - ``fs_cli -x`` output (``sofia status`` tables, ``show calls`` CSV with its
  ``N total.`` footer, ``+OK``, ``sofia status gateway``; ``[ERROR] fs_cli.c:... main() Error
  Connecting []`` when the switch is down). Fairly sure; column padding approximate.
* ``sip`` - ``tshark -T fields`` lines and ``uniq -c`` counts from a shell tool. Sure.
* ``meraki`` - Dashboard API v1 JSON as the Python SDK returns it, and the SDK's ``APIError``
  text (``<tag>, <operation> - 429 Too Many Requests, {'errors': [...]}``). Fairly sure.
* ``unifi`` - the classic controller API's ``{"meta": {"rc": ...}, "data": [...]}`` envelope
  (``api.err.LoginRequired`` when the session cookie expired). Sure of the envelope, device
  objects abridged.
* ``pfsense`` - the pfSense REST API package v2 envelope (``code``, ``status``,
  ``response_id``, ``message``, ``data``; firewall log entries as ``{"text": <filterlog
  line>}``). Fairly sure. ``opnsense`` - OPNsense's bootgrid replies (``total``, ``rowCount``,
  ``current``, ``rows``) for alias contents and DHCPv4 leases. Fairly sure.
* ``alpaca`` - the official Alpaca MCP server's text answers (``Account Information:`` with
  dashed rules, ``Order placed successfully:``), from memory of its source: moderately sure of
  the labels; the REST ``/v2/account/activities`` JSON and the market-data subscription error
  (``code`` 42210000) are sure.
* ``ibkr`` - Client Portal Web API JSON: ``secdef/search``, the first ``marketdata/snapshot``
  answering without fields, the order reply question and ``/iserver/reply``, ``account/orders``;
  ``/portfolio/{acct}/positions/0`` answering ``[]`` when the portfolio was never loaded in the
  session. Sure of the quirks, fairly sure of the field names.
* ``options`` - Tradier's ``/v1/markets/options`` JSON (``{"options": null}`` for a date with no
  expiry). Fairly sure; the option objects trimmed to the fields used.
* ``ramp``, ``brex`` - Ramp developer API transactions (``data`` and ``page.next``) and Brex's
  ``items`` and ``next_cursor`` with money in cents. Fairly sure.
* ``expense-policy``, ``expensify`` - an Expensify Integration Server export (the CSV its
  template writes) and a company's own policy checker returning JSON; Expensify's
  ``{"responseMessage": "Authentication error", "responseCode": 407}``. The checker is this
  fixture's invention; the Expensify error is from memory (moderately sure).
* ``gromacs``, ``lammps``, ``orca``, ``gaussian`` - program output read through a shell tool:
  ``gmx grompp``/``mdrun``/``energy`` (2023), LAMMPS (2 Aug 2023) thermo tables and ``Lost
  atoms`` errors, ORCA 5 ``VIBRATIONAL FREQUENCIES`` and ``FINAL SINGLE POINT ENERGY``,
  Gaussian 16's ``Erroneous write`` when the scratch disk is full. Sure of the layouts,
  numbers invented but consistent.
* ``octave``, ``julia`` - what the REPLs print (``ans =`` blocks, ``error: 't' undefined``;
  ``MethodError`` with closest candidates, ``N-element Vector{Float64}:``). Sure. The Julia
  tool's dead-process message is this fixture's assumption.
* ``hpc-modules`` - Lmod's ``module avail``/``spider``/``load``/``list`` text. Sure.
* ``label-studio`` - ``/api/projects/{id}``, ``/api/tasks`` (``total``, ``tasks``), a page past
  the end answered by Django REST's ``Invalid page.``. Fairly sure.
* ``roboflow`` - ``api.roboflow.com`` project and version JSON (``generating``, ``progress``)
  and hosted inference (``inference_id``, ``image``, ``predictions``). Fairly sure.
* ``sagemaker``, ``model-registry`` - boto3 SageMaker responses as JSON (datetimes as
  ``str``), the botocore ``An error occurred (ValidationException) ...`` text; the Kubeflow
  Model Registry REST API (``items``, ``nextPageToken``, ``customProperties``). Sure of
  boto3, fairly sure of the registry.
* ``vertex-pipelines``, ``kubeflow`` - Vertex AI ``PipelineJob`` REST JSON (``state``,
  ``jobDetail.taskDetails``, the DAG-failed message); Envoy's ``upstream connect error or
  disconnect/reset before headers`` in front of a dead KFP API server. Fairly sure.
* ``surveys`` - SurveyMonkey ``responses/bulk`` (``data``, ``page``, ``total``, ``links``),
  Typeform ``/responses`` (``total_items``, ``page_count``, ``items``), Qualtrics export
  progress (``result.percentComplete``, ``status``, ``meta.requestId``). Sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout18.jsonl")

Call = tuple[str, Any, str]


def uid(seed: str) -> str:
    """A UUID-shaped id fixed by ``seed``."""
    h = hashlib.sha256(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def hexid(seed: str, n: int = 24) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def js(obj: Any) -> str:
    """JSON as ``json.dumps`` writes it by default."""
    return json.dumps(obj, ensure_ascii=False)


def jc(obj: Any) -> str:
    """Compact JSON, as an HTTP API sends it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def ji(obj: Any) -> str:
    """JSON indented by two spaces."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def crlf(text: str) -> str:
    """Windows line ends."""
    return text.replace("\n", "\r\n")


def dedent(text: str) -> str:
    """A block written flush left after its first newline, kept as is otherwise."""
    return text[1:] if text.startswith("\n") else text


SESSIONS: list[tuple[str, str, str, bool, list[Call]]] = []


def session(family: str, run_id: str, task: str, ok: bool, calls: list[Call]) -> None:
    assert 2 <= len(calls) <= 20, run_id
    SESSIONS.append((family, run_id, task, ok, calls))


# --------------------------------------------------------------------------------------------
# Windows administration
# --------------------------------------------------------------------------------------------


def ps(command: str) -> dict[str, str]:
    return {"command": command}


PS = "run_powershell"


def powershell() -> None:
    task = (
        "FS01 rebooted unexpectedly around 02:14 last night. Find the cause in the System log, "
        "start any automatic service that didn't come back, and check for a pending reboot."
    )
    events = dedent("""


TimeCreated  : 3/12/2025 2:16:41 AM
Id           : 6008
ProviderName : EventLog
Message      : The previous system shutdown at 2:14:07 AM on 3/12/2025 was unexpected.

TimeCreated  : 3/12/2025 2:16:39 AM
Id           : 41
ProviderName : Microsoft-Windows-Kernel-Power
Message      : The system has rebooted without cleanly shutting down first. This error could be
               caused if the system stopped responding, crashed, or lost power unexpectedly.

TimeCreated  : 3/9/2025 3:02:18 AM
Id           : 1074
ProviderName : User32
Message      : The process C:\\Windows\\servicing\\TrustedInstaller.exe (FS01) has initiated the
               restart of computer FS01 on behalf of user NT AUTHORITY\\SYSTEM for the following
               reason: Operating System: Upgrade (Planned)
                Reason Code: 0x80020003
                Shutdown Type: restart
                Comment:



""")
    bugcheck = dedent("""


TimeCreated : 3/12/2025 2:17:05 AM
Id          : 1001
Message     : The computer has rebooted from a bugcheck.  The bugcheck was: 0x0000009f
              (0x0000000000000003, 0xffffb80f2a7c6060, 0xfffff80255c87750,
              0xffffb80f2f1b0a20). A dump was saved in: C:\\Windows\\MEMORY.DMP. Report Id:
              5b7c2e1d-0a9f-4c41-9d3e-7f12c0a8e611.



""")
    scm = dedent("""

TimeCreated            Id ProviderName            Message
-----------            -- ------------            -------
3/12/2025 2:18:02 AM 7000 Service Control Manager The DFS Replication service failed to start
                                                  due to the following error:
                                                  The device is not ready.
3/12/2025 2:17:58 AM 7023 Service Control Manager The Veeam Backup Transport service terminated
                                                  with the following error:
                                                  The device is not ready.
3/12/2025 2:17:31 AM 7001 Service Control Manager The DFS Replication service depends on the
                                                  DFS Namespace service which failed to start
                                                  because of the following error:
                                                  The dependency service or group failed to
                                                  start.


""")
    services = dedent("""

 Status StartType Name          DisplayName
 ------ --------- ----          -----------
Stopped Automatic DFSR          DFS Replication
Running Automatic Dfs           DFS Namespace
Running Automatic LanmanServer  Server
Running Automatic W32Time       Windows Time
Stopped Automatic VeeamTransportSvc Veeam Backup Transport


""")
    drivers = dedent("""

DeviceName                                    DriverVersion  DriverDate
----------                                    -------------  ----------
Intel(R) Ethernet Controller X710 for 10GbE   1.17.220.0     6/2/2021 12:00:00 AM
Intel(R) Ethernet Controller X710 for 10GbE   1.17.220.0     6/2/2021 12:00:00 AM
Microsoft Network Adapter Multiplexor Driver  10.0.20348.1   6/21/2006 12:00:00 AM


""")
    started = dedent("""

Status  Name              DisplayName
------  ----              -----------
Running DFSR              DFS Replication
Running VeeamTransportSvc Veeam Backup Transport


""")
    calls: list[Call] = [
        (
            PS,
            ps(
                "Get-WinEvent -FilterHashtable @{LogName='System'; Id=41,1074,6008; "
                "StartTime=(Get-Date).AddDays(-4)} | Format-List TimeCreated,Id,ProviderName,"
                "Message"
            ),
            events,
        ),
        (
            PS,
            ps(
                "Get-WinEvent -FilterHashtable @{LogName='System'; ProviderName="
                "'Microsoft-Windows-WER-SystemErrorReporting'} -MaxEvents 3 | Format-List "
                "TimeCreated,Id,Message"
            ),
            bugcheck,
        ),
        (
            PS,
            ps(
                "Get-WinEvent -FilterHashtable @{LogName='System'; Level=2; StartTime="
                "'3/12/2025 2:16'} | Format-Table TimeCreated,Id,ProviderName,Message -Wrap"
            ),
            scm,
        ),
        (
            PS,
            ps(
                "Get-Service DFSR,Dfs,LanmanServer,W32Time,VeeamTransportSvc | Format-Table "
                "Status,StartType,Name,DisplayName -AutoSize"
            ),
            services,
        ),
        (
            PS,
            ps(
                "Test-Path 'HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\WindowsUpdate"
                "\\Auto Update\\RebootRequired'"
            ),
            "False\n",
        ),
        (
            PS,
            ps(
                "(Get-ItemProperty 'HKLM:\\SYSTEM\\CurrentControlSet\\Control\\Session "
                "Manager' -ErrorAction SilentlyContinue).PendingFileRenameOperations"
            ),
            "",
        ),
        (
            PS,
            ps(
                "Get-CimInstance Win32_PnPSignedDriver | Where-Object DeviceClass -eq 'NET' | "
                "Format-Table DeviceName,DriverVersion,DriverDate -AutoSize"
            ),
            drivers,
        ),
        (
            PS,
            ps(
                "Start-Service DFSR,VeeamTransportSvc; Get-Service DFSR,VeeamTransportSvc | "
                "Format-Table Status,Name,DisplayName -AutoSize"
            ),
            started,
        ),
    ]
    session("powershell", "ps-ok-1", task, True, [(t, a, crlf(r)) for t, a, r in calls])

    task = (
        "For SQL01-SQL04, list stopped automatic services and free space per fixed disk; say "
        "which hosts are clean and why any SQL service stopped."
    )
    auto = (
        "Invoke-Command -ComputerName {h} {{ Get-CimInstance Win32_Service -Filter "
        "\"StartMode='Auto' AND State<>'Running'\" }} | Format-Table PSComputerName,Name,"
        "State,ExitCode -AutoSize"
    )
    sql01 = dedent("""

PSComputerName Name           State   ExitCode
-------------- ----           -----   --------
SQL01          sppsvc         Stopped        0
SQL01          SQLSERVERAGENT Stopped        0


""")
    sql04 = dedent("""

PSComputerName Name             State   ExitCode
-------------- ----             -----   --------
SQL04          MSSQL$REPORTING  Stopped     1067
SQL04          SQLAgent$REPORTING Stopped   1068
SQL04          gupdate          Stopped        0


""")
    disks = dedent("""

PSComputerName DeviceID FreeGB SizeGB
-------------- -------- ------ ------
SQL01          C:         41.2  126.4
SQL01          D:        612.9 1023.9
SQL01          L:        188.3  255.9
SQL02          C:         38.7  126.4
SQL02          D:         97.4 1023.9
SQL02          L:        201.6  255.9
SQL03          C:         52.0  126.4
SQL03          D:        744.1 1023.9
SQL04          C:          3.9   79.4
SQL04          D:        129.8  511.9


""")
    app_log = dedent("""


TimeCreated  : 3/12/2025 6:40:12 AM
ProviderName : MSSQL$REPORTING
Id           : 17182
Message      : TDSSNIClient initialization failed with error 0x70, status code 0x4. Reason:
               Unable to initialize the TCP/IP listener. There is not enough space on the disk.

TimeCreated  : 3/12/2025 6:40:12 AM
ProviderName : MSSQL$REPORTING
Id           : 17120
Message      : SQL Server could not spawn FRunCommunicationsManager thread. Check the SQL
               Server error log and the operating system error log for information about
               possible related problems.



""")
    agent = dedent("""


Name        : SQLSERVERAGENT
StartMode   : Auto
State       : Stopped
StartName   : CORP\\svc-sqlagent
Description : Executes jobs, monitors SQL Server, fires alerts, and allows automation of some
              administrative tasks.



""")
    calls = [
        (PS, ps(auto.format(h="SQL01")), sql01),
        (PS, ps(auto.format(h="SQL02")), ""),
        (PS, ps(auto.format(h="SQL03")), ""),
        (PS, ps(auto.format(h="SQL04")), sql04),
        (
            PS,
            ps(
                "Invoke-Command -ComputerName SQL01,SQL02,SQL03,SQL04 { Get-CimInstance "
                "Win32_LogicalDisk -Filter 'DriveType=3' } | Sort-Object PSComputerName,"
                "DeviceID | Format-Table PSComputerName,DeviceID,@{n='FreeGB';e={[math]::Round("
                "$_.FreeSpace/1GB,1)}},@{n='SizeGB';e={[math]::Round($_.Size/1GB,1)}} -AutoSize"
            ),
            disks,
        ),
        (
            PS,
            ps(
                "Get-WinEvent -ComputerName SQL04 -FilterHashtable @{LogName='Application'; "
                "ProviderName='MSSQL$REPORTING'; Level=2} -MaxEvents 2 | Format-List "
                "TimeCreated,ProviderName,Id,Message"
            ),
            app_log,
        ),
        (
            PS,
            ps(
                "Invoke-Command -ComputerName SQL01 { Get-CimInstance Win32_Service -Filter "
                "\"Name='SQLSERVERAGENT'\" } | Format-List Name,StartMode,State,StartName,"
                "Description"
            ),
            agent,
        ),
    ]
    session("powershell", "ps-ok-2", task, True, [(t, a, crlf(r)) for t, a, r in calls])

    task = (
        "\\\\FS02\\Projects is nearly full. Find the biggest folders and who can access the top "
        "three, then move Archive-2019 to E: once nobody has it open, delete it, and report the"
        " space freed."
    )
    drives = dedent("""

Name UsedGB  FreeGB Root
---- ------  ------ ----
C      61.8    57.6 C:\\
D    1938.2    109.6 D:\\
E    2210.4   1885.2 E:\\


""")
    shares = dedent("""

Name     Path           Description
----     ----           -----------
ADMIN$   C:\\Windows     Remote Admin
Archive  E:\\Archive     Closed projects (read-only)
C$       C:\\            Default share
D$       D:\\            Default share
E$       E:\\            Default share
IPC$                    Remote IPC
Projects D:\\Projects    Engineering projects


""")
    sizes = dedent("""

Folder          SizeGB
------          ------
Archive-2019     412.4
Halden-Bridge    388.1
Render-Cache     301.7
Oslo-Metro-C4    244.9
Templates        121.3
Kongsberg-HQ      98.6
Tender-2024       77.2
Scans             51.0
Training          12.4
_incoming          3.1


""")

    def acl(rows: str) -> str:
        head = (
            "\nIdentityReference               FileSystemRights AccessControlType IsInherited\n"
            "-----------------               ---------------- ----------------- -----------\n"
        )
        return head + rows + "\n\n"

    acl_archive = acl(
        "BUILTIN\\Administrators                 FullControl             Allow        True\n"
        "NT AUTHORITY\\SYSTEM                    FullControl             Allow        True\n"
        "CORP\\GG-Projects-RW           Modify, Synchronize             Allow        True\n"
        "CORP\\GG-Projects-RO   ReadAndExecute, Synchronize             Allow        True\n"
    )
    acl_halden = acl(
        "BUILTIN\\Administrators                 FullControl             Allow        True\n"
        "NT AUTHORITY\\SYSTEM                    FullControl             Allow        True\n"
        "CORP\\GG-Halden-Team           Modify, Synchronize             Allow       False\n"
        "CORP\\ext-norconsult   ReadAndExecute, Synchronize             Allow       False\n"
        "CORP\\GG-Projects-RO   ReadAndExecute, Synchronize             Allow        True\n"
    )
    acl_render = acl(
        "BUILTIN\\Administrators                 FullControl             Allow        True\n"
        "NT AUTHORITY\\SYSTEM                    FullControl             Allow        True\n"
        "CORP\\svc-render                        FullControl             Allow       False\n"
        "Everyone               ReadAndExecute, Synchronize             Allow       False\n"
    )
    open_files = dedent("""

ClientComputerName ClientUserName Path
------------------ -------------- ----
10.40.2.117        CORP\\jmeyer    D:\\Projects\\Archive-2019\\Drammen-Pier\\calc\\loads.xlsx
10.40.2.117        CORP\\jmeyer    D:\\Projects\\Archive-2019\\Drammen-Pier\\calc\\~$loads.xlsx


""")
    session_row = dedent("""

ClientComputerName ClientUserName NumOpens SecondsIdle
------------------ -------------- -------- -----------
10.40.2.117        CORP\\jmeyer           2        5412


""")
    head = dedent("""

-------------------------------------------------------------------------------
   ROBOCOPY     ::     Robust File Copy for Windows
-------------------------------------------------------------------------------

  Started : Wednesday, March 12, 2025 {start}
   Source : D:\\Projects\\Archive-2019\\
     Dest : E:\\Archive\\Projects\\Archive-2019\\

    Files : *.*

  Options : *.* /NDL /NFL /S /E /DCOPY:DA /COPY:DATSO /NP /MT:16 /R:1 /W:1

------------------------------------------------------------------------------

""")
    copy1 = head.format(start="3:02:11 PM") + dedent("""
------------------------------------------------------------------------------

               Total    Copied   Skipped  Mismatch    FAILED    Extras
    Dirs :      1422      1421         1         0         0         0
   Files :     38211     38209         0         0         2         0
   Bytes :  412.38 g  412.37 g         0         0   11.24 m         0
   Times :   0:41:12   0:09:53                       0:00:00   0:01:19

   Speed :           745423011 Bytes/sec.
   Speed :           42653.457 MegaBytes/min.
   Ended : Wednesday, March 12, 2025 3:43:23 PM

""")
    busy = "The process cannot access the file because it is being used by another process.\n"
    failed = "".join(
        f"2025/03/12 15:44:5{s} ERROR 32 (0x00000020) Copying File "
        f"D:\\Projects\\Archive-2019\\CAD\\bridge_v7.{ext}\n{busy}"
        for s, ext in ((8, "dwg"), (9, "bak"))
    )
    holder = dedent("""

ClientComputerName ClientUserName   Path
------------------ --------------   ----
10.40.1.20         CORP\\svc-veeam   D:\\Projects\\Archive-2019\\CAD\\bridge_v7.dwg
10.40.1.20         CORP\\svc-veeam   D:\\Projects\\Archive-2019\\CAD\\bridge_v7.bak


""")
    copy2 = head.format(start="4:31:40 PM") + dedent("""
------------------------------------------------------------------------------

               Total    Copied   Skipped  Mismatch    FAILED    Extras
    Dirs :      1422         0      1422         0         0         0
   Files :     38211         2     38209         0         0         0
   Bytes :  412.38 g   11.24 m  412.37 g         0         0         0
   Times :   0:00:14   0:00:01                       0:00:00   0:00:12

   Ended : Wednesday, March 12, 2025 4:31:54 PM

""")
    drives_after = dedent("""

Name UsedGB  FreeGB Root
---- ------  ------ ----
D    1525.8   522.0 D:\\
E    2622.8  1472.8 E:\\


""")
    robo = (
        "robocopy D:\\Projects\\Archive-2019 E:\\Archive\\Projects\\Archive-2019 /E /DCOPY:DA "
        "/COPY:DATSO /MT:16 /R:1 /W:1 /NP /NDL /NFL"
    )
    opened = (
        "Get-SmbOpenFile | Where-Object Path -like 'D:\\Projects\\Archive-2019*' | "
        "Format-Table ClientComputerName,ClientUserName,Path -AutoSize"
    )
    acl_cmd = (
        "(Get-Acl 'D:\\Projects\\{f}').Access | Format-Table IdentityReference,"
        "FileSystemRights,AccessControlType,IsInherited -AutoSize"
    )
    drive_cmd = (
        "Get-PSDrive -PSProvider FileSystem{only} | Format-Table Name,@{{n='UsedGB';e={{"
        "[math]::Round($_.Used/1GB,1)}}}},@{{n='FreeGB';e={{[math]::Round($_.Free/1GB,1)}}}},"
        "Root -AutoSize"
    )
    calls = [
        (PS, ps(drive_cmd.format(only="")), drives),
        (PS, ps("Get-SmbShare | Format-Table Name,Path,Description -AutoSize"), shares),
        (
            PS,
            ps(
                "Get-ChildItem D:\\Projects -Directory | ForEach-Object { [pscustomobject]@{"
                "Folder=$_.Name; SizeGB=[math]::Round((Get-ChildItem $_.FullName -Recurse "
                "-File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum/1GB,1)} }"
                " | Sort-Object SizeGB -Descending | Format-Table -AutoSize"
            ),
            sizes,
        ),
        (PS, ps(acl_cmd.format(f="Archive-2019")), acl_archive),
        (PS, ps(acl_cmd.format(f="Halden-Bridge")), acl_halden),
        (PS, ps(acl_cmd.format(f="Render-Cache")), acl_render),
        (PS, ps(opened), open_files),
        (
            PS,
            ps(
                "Get-SmbSession -ClientUserName 'CORP\\jmeyer' | Format-Table "
                "ClientComputerName,ClientUserName,NumOpens,SecondsIdle -AutoSize"
            ),
            session_row,
        ),
        (PS, ps(opened), ""),
        (PS, ps(robo), copy1),
        (
            PS,
            ps(
                "Select-String -Path C:\\Logs\\robocopy-archive-2019.log -Pattern 'ERROR' "
                "-Context 0,1 | ForEach-Object { $_.Line; $_.Context.PostContext }"
            ),
            failed,
        ),
        (
            PS,
            ps(
                "Get-SmbOpenFile | Where-Object Path -like '*bridge_v7*' | Format-Table "
                "ClientComputerName,ClientUserName,Path -AutoSize"
            ),
            holder,
        ),
        (PS, ps(robo), copy2),
        (PS, ps("Remove-Item 'D:\\Projects\\Archive-2019' -Recurse -Force"), ""),
        (PS, ps(drive_cmd.format(only=" -Name D,E")), drives_after),
    ]
    session("powershell", "ps-ok-3", task, True, [(t, a, crlf(r)) for t, a, r in calls])

    task = (
        "On DC02, check the Directory Service log for replication errors since yesterday, the "
        "NTDS and DNS services, and free space on the NTDS volume."
    )
    err = dedent("""
[{h}] Connecting to remote server {h} failed with the following error message : WinRM cannot
complete the operation. Verify that the specified computer name is valid, that the computer is
accessible over the network, and that a firewall exception for the WinRM service is enabled and
allows access from this computer. By default, the WinRM firewall exception for public profiles
limits access to remote computers within the same local subnet. For more information, see the
about_Remote_Troubleshooting Help topic.
    + CategoryInfo          : OpenError: ({h}:String) [], PSRemotingTransportException
    + FullyQualifiedErrorId : WinRMOperationTimeout,PSSessionStateBroken
""")
    cmds = [
        "Invoke-Command -ComputerName DC02 { Get-WinEvent -FilterHashtable @{LogName="
        "'Directory Service'; Level=2,3; StartTime=(Get-Date).AddDays(-1)} } | Format-Table "
        "TimeCreated,Id,Message -Wrap",
        "Invoke-Command -ComputerName DC02 { Get-Service NTDS,DNS,Netlogon,DFSR } | "
        "Format-Table Status,Name -AutoSize",
        "Invoke-Command -ComputerName DC02 { repadmin /showrepl /errorsonly }",
        "Invoke-Command -ComputerName DC02 { Get-PSDrive C,D }",
        "Invoke-Command -ComputerName DC02.corp.contoso.com -Authentication Kerberos { "
        "Get-Service NTDS }",
    ]
    calls = [(PS, ps(c), crlf(err.format(h=c.split()[2]))) for c in cmds]
    session("powershell", "ps-fail-1", task, False, calls)


def wmi() -> None:
    tool = "cim_query"

    def q(computer: str, query: str, ns: str = "root/cimv2") -> dict[str, str]:
        return {"computer": computer, "namespace": ns, "query": query}

    task = (
        "Asset audit for WS-0412: OS and build, last boot, model, serial, RAM, disks and free "
        "space, TPM state, Microsoft 365 Apps version."
    )
    os_ = {
        "Caption": "Microsoft Windows 11 Enterprise",
        "Version": "10.0.22631",
        "BuildNumber": "22631",
        "OSArchitecture": "64-bit",
        "InstallDate": "2023-11-06T14:21:09+01:00",
        "LastBootUpTime": "2025-03-10T08:02:44.5+01:00",
    }
    cs = {
        "Name": "WS-0412",
        "Manufacturer": "LENOVO",
        "Model": "21HD004NMX",
        "SystemFamily": "ThinkPad T14 Gen 4",
        "TotalPhysicalMemory": 34018615296,
        "Domain": "corp.contoso.com",
        "UserName": "CORP\\lhansen",
    }
    bios = {"SerialNumber": "PF4QZ8KD", "SMBIOSBIOSVersion": "R2FET47W (1.27 )",
            "ReleaseDate": "2024-10-17T02:00:00+02:00"}  # fmt: skip
    disks = [
        {"DeviceID": "C:", "FileSystem": "NTFS", "Size": 511101612032, "FreeSpace": 214330425344,
         "VolumeName": "Windows"},
        {"DeviceID": "D:", "FileSystem": "NTFS", "Size": 496896319488, "FreeSpace": 402115010560,
         "VolumeName": "Data"},
    ]  # fmt: skip
    tpm = {
        "IsActivated_InitialValue": True,
        "IsEnabled_InitialValue": True,
        "IsOwned_InitialValue": True,
        "ManufacturerIdTxt": "STM ",
        "ManufacturerVersion": "1.769.0.0",
        "SpecVersion": "2.0, 0, 1.59",
    }
    office = {
        "Name": "Microsoft 365 Apps for enterprise - en-us",
        "Vendor": "Microsoft Corporation",
        "Version": "16.0.18129.20158",
        "ProgramId": "0000f519feec486de87ed73cb92d3cac802400000000",
    }
    calls: list[Call] = [
        (tool, q("WS-0412", "SELECT Caption, Version, BuildNumber, OSArchitecture, InstallDate, "
                 "LastBootUpTime FROM Win32_OperatingSystem"), ji(os_)),
        (tool, q("WS-0412", "SELECT Name, Manufacturer, Model, SystemFamily, "
                 "TotalPhysicalMemory, Domain, UserName FROM Win32_ComputerSystem"), ji(cs)),
        (tool, q("WS-0412", "SELECT SerialNumber, SMBIOSBIOSVersion, ReleaseDate FROM "
                 "Win32_BIOS"), ji(bios)),
        (tool, q("WS-0412", "SELECT DeviceID, FileSystem, Size, FreeSpace, VolumeName FROM "
                 "Win32_LogicalDisk WHERE DriveType = 3"), ji(disks)),
        (tool, q("WS-0412", "SELECT * FROM Win32_Tpm", "root/cimv2/Security/MicrosoftTpm"),
         ji(tpm)),
        (tool, q("WS-0412", "SELECT Name, Version FROM Win32_Product WHERE Name LIKE "
                 "'Microsoft 365%'"), ""),
        (tool, q("WS-0412", "SELECT Name, Vendor, Version, ProgramId FROM "
                 "Win32_InstalledWin32Program WHERE Name LIKE 'Microsoft 365%'"), ji(office)),
    ]  # fmt: skip
    session("wmi", "wmi-ok-1", task, True, calls)

    task = (
        "List the VMs on Hyper-V host HV-07 with state and memory, and the host's free RAM: can"
        " it take two more 16 GB VMs?"
    )
    queries = [
        ("SELECT ElementName, EnabledState FROM Msvm_ComputerSystem WHERE Caption = "
         "'Virtual Machine'", "root/virtualization/v2"),
        ("SELECT ElementName, MemoryUsage, EnabledState FROM Msvm_SummaryInformation",
         "root/virtualization/v2"),
        ("SELECT FreePhysicalMemory, TotalVisibleMemorySize FROM Win32_OperatingSystem",
         "root/cimv2"),
        ("SELECT Name, State FROM Win32_Service WHERE Name = 'vmms'", "root/cimv2"),
        ("SELECT ElementName FROM Msvm_ComputerSystem", "root/virtualization/v2"),
    ]  # fmt: skip
    calls = [
        (
            tool,
            q("HV-07", query, ns),
            f"Error: Access is denied.  (HRESULT 0x80070005) [HV-07 {ns}: {query}]",
        )
        for query, ns in queries
    ]
    session("wmi", "wmi-fail-1", task, False, calls)


GRAPH = "https://graph.microsoft.com/v1.0/"


def _device(n: int, name: str, upn: str, os_version: str, synced: str) -> dict[str, Any]:
    return {
        "id": uid(f"intune-device-{n}"),
        "deviceName": name,
        "userPrincipalName": upn,
        "complianceState": "noncompliant",
        "operatingSystem": "Windows",
        "osVersion": os_version,
        "lastSyncDateTime": synced,
    }


def intune() -> None:
    task = (
        "For Windows devices Intune marks non-compliant that haven't synced since Monday: which"
        " compliance setting fails on each? Then trigger a sync."
    )
    ctx = (
        GRAPH + "$metadata#deviceManagement/managedDevices(id,deviceName,userPrincipalName,"
        "complianceState,operatingSystem,osVersion,lastSyncDateTime)"
    )
    devs = [
        _device(1, "CPC-lhansen-7KQ2", "l.hansen@contoso.com", "10.0.22631.4890",
                "2025-03-12T07:41:19Z"),
        _device(2, "LT-FIN-0219", "m.berg@contoso.com", "10.0.22621.4317",
                "2025-03-07T16:02:44Z"),
        _device(3, "LT-SAL-0451", "a.okafor@contoso.com", "10.0.22631.4890",
                "2025-03-11T22:15:03Z"),
        _device(4, "LT-ENG-1187", "p.nair@contoso.com", "10.0.19045.5487",
                "2025-03-06T09:30:58Z"),
        _device(5, "LT-HR-0033", "s.lind@contoso.com", "10.0.22631.4890",
                "2025-03-12T08:12:40Z"),
    ]  # fmt: skip
    filt = "complianceState eq 'noncompliant' and operatingSystem eq 'Windows'"
    sel = (
        "id,deviceName,userPrincipalName,complianceState,operatingSystem,osVersion,lastSyncDateTime"
    )
    page1 = {
        "@odata.context": ctx,
        "@odata.count": 6,
        "@odata.nextLink": GRAPH + "deviceManagement/managedDevices?$filter=complianceState+eq+"
        "%27noncompliant%27+and+operatingSystem+eq+%27Windows%27&$top=5&$skiptoken="
        "LastDeviceName%3d%27LT-HR-0033%27",
        "value": devs[:5],
    }
    page2 = {
        "@odata.context": ctx,
        "@odata.count": 6,
        "value": [_device(6, "KIOSK-LOBBY-02", "", "10.0.19045.3803", "2025-02-27T03:00:11Z")],
    }

    def states(n: int, rows: list[tuple[str, str, int]]) -> str:
        ctx = (
            GRAPH
            + "$metadata#deviceManagement/managedDevices('"
            + uid(f"intune-device-{n}")
            + "')/deviceCompliancePolicyStates"
        )
        value = [
            {"id": uid(f"policy-{name}-{n}"), "settingStates": [], "displayName": name,
             "version": 7, "platformType": "windows10AndLater", "state": state,
             "settingCount": count}
            for name, state, count in rows
        ]  # fmt: skip
        return jc({"@odata.context": ctx, "value": value})

    def settings(n: int, rows: list[tuple[str, str, str]]) -> str:
        value = [
            {"setting": f"Windows10CompliancePolicy.{s}", "settingName": s,
             "state": state, "errorCode": 0, "errorDescription": "No error code",
             "currentValue": current}
            for s, state, current in rows
        ]  # fmt: skip
        return jc({"@odata.context": GRAPH + "$metadata#Collection(microsoft.graph."
                   "deviceCompliancePolicySettingState)", "value": value})  # fmt: skip

    base = "Win11 Baseline Compliance"
    list_args = {"filter": filt, "select": sel, "top": 5, "count": True}
    calls: list[Call] = [
        ("intune_list_managed_devices", list_args, jc(page1)),
        ("intune_list_managed_devices", {**list_args, "skiptoken": "LastDeviceName%3d%27"
                                         "LT-HR-0033%27"}, jc(page2)),  # fmt: skip
        ("intune_get_compliance_policy_states", {"managed_device_id": devs[1]["id"]},
         states(2, [(base, "nonCompliant", 9), ("Defender ATP risk", "compliant", 1)])),
        ("intune_get_compliance_setting_states",
         {"managed_device_id": devs[1]["id"], "policy_state_id": uid(f"policy-{base}-2")},
         settings(2, [("BitLockerEnabled", "nonCompliant", "false"),
                      ("SecureBootEnabled", "compliant", "true")])),
        ("intune_get_compliance_policy_states", {"managed_device_id": devs[3]["id"]},
         states(4, [(base, "nonCompliant", 9)])),
        ("intune_get_compliance_setting_states",
         {"managed_device_id": devs[3]["id"], "policy_state_id": uid(f"policy-{base}-4")},
         settings(4, [("OsMinimumVersion", "nonCompliant", "10.0.19045.5487"),
                      ("DefenderEnabled", "compliant", "true")])),
        ("intune_get_compliance_policy_states", {"managed_device_id": page2["value"][0]["id"]},
         states(6, [(base, "nonCompliant", 9), ("Kiosk password", "error", 2)])),
        ("intune_sync_device", {"managed_device_id": devs[1]["id"]}, "HTTP 204 No Content"),
        ("intune_sync_device", {"managed_device_id": devs[3]["id"]}, "HTTP 204 No Content"),
        ("intune_sync_device", {"managed_device_id": page2["value"][0]["id"]},
         "HTTP 204 No Content"),
    ]  # fmt: skip
    session("intune", "intune-ok-1", task, True, calls)

    task = (
        "Which of the six laptops in the Entra group 'Finance-Laptops' have no BitLocker "
        "recovery key escrowed? Just list them."
    )
    names = ["LT-FIN-0211", "LT-FIN-0214", "LT-FIN-0219", "LT-FIN-0220", "LT-FIN-0226",
             "LT-FIN-0231"]  # fmt: skip
    members = {
        "@odata.context": GRAPH + "$metadata#directoryObjects(id,deviceId,displayName)",
        "value": [
            {"@odata.type": "#microsoft.graph.device", "id": uid(f"obj-{n}"),
             "deviceId": uid(f"dev-{n}"), "displayName": n}
            for n in names
        ],
    }  # fmt: skip
    keys_ctx = GRAPH + "$metadata#informationProtection/bitlocker/recoveryKeys"

    def keys(n: str, count: int) -> str:
        value = [
            {"id": uid(f"key-{n}-{i}"), "createdDateTime": f"2024-0{4 + i}-1{i}T09:2{i}:07Z",
             "volumeType": "operatingSystemVolume" if i == 0 else "fixedDataVolume",
             "deviceId": uid(f"dev-{n}")}
            for i in range(count)
        ]  # fmt: skip
        return jc({"@odata.context": keys_ctx, "value": value})

    counts = [1, 0, 0, 2, 0, 1]
    calls = [
        ("entra_list_group_members", {"group": "Finance-Laptops", "type": "device",
                                      "select": "id,deviceId,displayName"}, jc(members)),
    ] + [
        ("bitlocker_list_recovery_keys", {"filter": f"deviceId eq '{uid('dev-' + n)}'"},
         keys(n, c))
        for n, c in zip(names, counts, strict=True)
    ]  # fmt: skip
    session("intune", "intune-ok-2", task, True, calls)

    task = (
        "Find the Intune devices of the new hires a.okafor, j.silva, k.tanaka and r.haddad "
        "(@contoso.com) and check each is compliant."
    )
    others = [
        {"id": uid(f"other-{i}"), "deviceName": d, "userPrincipalName": u,
         "complianceState": s, "operatingSystem": "Windows", "lastSyncDateTime": t}
        for i, (d, u, s, t) in enumerate([
            ("CPC-admin-3XF1", "it.admin@contoso.com", "compliant", "2025-03-12T06:01:12Z"),
            ("LT-ENG-0007", "b.olsen@contoso.com", "compliant", "2025-03-11T17:44:30Z"),
            ("LT-ENG-0008", "c.vik@contoso.com", "inGracePeriod", "2025-03-10T12:09:51Z"),
        ])
    ]  # fmt: skip
    stale = jc({
        "@odata.context": GRAPH + "$metadata#deviceManagement/managedDevices(id,deviceName,"
        "userPrincipalName,complianceState,operatingSystem,lastSyncDateTime)",
        "@odata.count": 1842,
        "@odata.nextLink": GRAPH + "deviceManagement/managedDevices?$top=3&$skiptoken="
        "LastDeviceName%3d%27LT-ENG-0008%27",
        "value": others,
    })  # fmt: skip
    sel = "id,deviceName,userPrincipalName,complianceState,operatingSystem,lastSyncDateTime"
    calls = [
        ("intune_list_managed_devices",
         {"filter": f"userPrincipalName eq '{u}@contoso.com'", "select": sel, "top": 3}, stale)
        for u in ("a.okafor", "j.silva", "k.tanaka", "r.haddad")
    ] + [
        ("intune_list_managed_devices",
         {"filter": "startswith(userPrincipalName,'a.okafor')", "select": sel, "top": 3},
         stale),
    ]  # fmt: skip
    session("intune", "intune-fail-1", task, False, calls)


def gpo() -> None:
    task = (
        "The 'Screen Lock - Laptops' GPO isn't applying to SALES-LT-031. Find out why, fix it, "
        "and confirm the timeout is set on the laptop."
    )

    def gpresult(applied: list[str], filtered: list[tuple[str, str]], at: str) -> str:
        lines = [
            "",
            "Microsoft (R) Windows (R) Operating System Group Policy Result tool v2.0",
            "\u00a9 Microsoft Corporation. All rights reserved.",
            "",
            f"Created on \u200e3/\u200e12/\u200e2025 at {at}",
            "",
            "",
            "RSOP data for  on SALES-LT-031 : Logging Mode",
            "--------------------------------------------",
            "",
            "OS Configuration:            Member Workstation",
            "OS Version:                  10.0.22631",
            "Site Name:                   HQ",
            "Roaming Profile:             ",
            "Local Profile:               ",
            "Connected over a slow link?: No",
            "",
            "",
            "COMPUTER SETTINGS",
            "------------------",
            "    CN=SALES-LT-031,OU=Laptops,OU=Sales,DC=corp,DC=contoso,DC=com",
            f"    Last time Group Policy was applied: 3/12/2025 at {at}",
            "    Group Policy was applied from:      DC01.corp.contoso.com",
            "    Group Policy slow link threshold:   500 kbps",
            "    Domain Name:                        CORP",
            "    Domain Type:                        Windows 2008 or later",
            "",
            "    Applied Group Policy Objects",
            "    -----------------------------",
            *[f"        {a}" for a in applied],
            "",
            "    The following GPOs were not applied because they were filtered out",
            "    -------------------------------------------------------------------",
        ]
        for name, why in filtered:
            lines += [f"        {name}", f"            Filtering:  {why}", ""]
        lines += [
            "    The computer is a part of the following security groups",
            "    -------------------------------------------------------",
            "        BUILTIN\\Administrators",
            "        Everyone",
            "        BUILTIN\\Users",
            "        NT AUTHORITY\\NETWORK",
            "        NT AUTHORITY\\Authenticated Users",
            "        This Organization",
            "        SALES-LT-031$",
            "        Domain Computers",
            *(["        Laptop-Computers"] if len(applied) > 2 else []),
            "        System Mandatory Level",
            "",
        ]
        return "\n".join(lines)

    before = gpresult(
        ["Sales Workstation Baseline", "Default Domain Policy"],
        [("Local Group Policy", "Not Applied (Empty)"), ("Screen Lock - Laptops",
                                                        "Denied (Security)")],
        "9:58:31 AM",
    )  # fmt: skip
    after = gpresult(
        ["Screen Lock - Laptops", "Sales Workstation Baseline", "Default Domain Policy"],
        [("Local Group Policy", "Not Applied (Empty)")],
        "10:21:07 AM",
    )
    perms = dedent("""

Trustee                            TrusteeType Permission
-------                            ----------- ----------
Laptop-Computers                         Group GpoApply
Authenticated Users                 WellKnownGroup GpoRead
Domain Admins                            Group GpoEditDeleteModifySecurity
Enterprise Admins                        Group GpoEditDeleteModifySecurity
ENTERPRISE DOMAIN CONTROLLERS      WellKnownGroup GpoRead
SYSTEM                             WellKnownGroup GpoEditDeleteModifySecurity


""")
    members = dedent("""

Name         objectClass
----         -----------
SALES-LT-030 computer
SALES-LT-032 computer
SALES-LT-033 computer
SALES-LT-034 computer


""")
    update = dedent("""

Current LogonId is 0:0x1b2c4f
Targeted LogonId is 0:0x3e7
\tDeleting all tickets:
\tTicket(s) purged!
Updating policy...

Computer Policy update has completed successfully.

""")
    reg = dedent("""

InactivityTimeoutSecs : 600
PSPath                : Microsoft.PowerShell.Core\\Registry::HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft
                        \\Windows\\CurrentVersion\\Policies\\System
PSParentPath          : Microsoft.PowerShell.Core\\Registry::HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft
                        \\Windows\\CurrentVersion\\Policies
PSChildName           : System
PSProvider            : Microsoft.PowerShell.Core\\Registry



""")
    rsop = "Invoke-Command -ComputerName SALES-LT-031 { gpresult /r /scope computer }"
    calls: list[Call] = [
        (PS, ps(rsop), before),
        (PS, ps("Get-GPPermission -Name 'Screen Lock - Laptops' -All | Format-Table "
                "@{n='Trustee';e={$_.Trustee.Name}},@{n='TrusteeType';e={$_.Trustee."
                "SidType}},Permission -AutoSize"), perms),
        (PS, ps("Get-ADGroupMember Laptop-Computers | Where-Object Name -like 'SALES-LT-03*' "
                "| Format-Table Name,objectClass -AutoSize"), members),
        (PS, ps("Add-ADGroupMember -Identity Laptop-Computers -Members 'SALES-LT-031$'"), ""),
        (PS, ps("Invoke-Command -ComputerName SALES-LT-031 { klist -li 0x3e7 purge; gpupdate "
                "/target:computer /force }"), update),
        (PS, ps(rsop), after),
        (PS, ps("Invoke-Command -ComputerName SALES-LT-031 { Get-ItemProperty 'HKLM:\\SOFTWARE"
                "\\Microsoft\\Windows\\CurrentVersion\\Policies\\System' -Name "
                "InactivityTimeoutSecs }"), reg),
    ]  # fmt: skip
    session("gpo", "gpo-ok-1", task, True, [(t, a, crlf(r)) for t, a, r in calls])


# --------------------------------------------------------------------------------------------
# Telephony and network appliances
# --------------------------------------------------------------------------------------------

ENDPOINT_HEAD = dedent("""

 Endpoint:  <Endpoint/CID.....................................>  <State.....>  <Channels.>
    I/OAuth:  <AuthId/UserName...........................................................>
        Aor:  <Aor............................................>  <MaxContact>
      Contact:  <Aor/ContactUri..........................> <Hash....> <Status> <RTT(ms)..>
  Transport:  <TransportId........>  <Type>  <cos>  <tos>  <BindAddress..................>
   Identify:  <Identify/Endpoint.........................................................>
        Match:  <criteria.........................>
    Channel:  <ChannelId......................................>  <State.....>  <Time.....>
        Exten: <DialedExten...........>  CLCID: <ConnectedLineCID.......>
==========================================================================================
""")


def ami(lines: list[str]) -> str:
    return "".join(line + "\r\n" for line in lines)


def asterisk() -> None:
    cli = "asterisk_cli"
    task = (
        "Calls to extension 2043 (Priya Nair) go straight to voicemail since this morning. "
        "Check registration, dialplan and PBX logs; fix it if it's on our side."
    )
    endpoint = ENDPOINT_HEAD + dedent("""

 Endpoint:  2043/2043                                            Unavailable   0 of inf
     InAuth:  2043/2043
        Aor:  2043                                               1
  Transport:  transport-udp             udp      0      0  0.0.0.0:5060


 ParameterName                      : ParameterValue
 ===================================================================================
 aors                               : 2043
 auth                               : 2043
 callerid                           : "Priya Nair" <2043>
 context                            : from-internal
 direct_media                       : false
 disallow                           : all
 allow                              : (ulaw|alaw|g722)
 dtmf_mode                          : rfc4733
 mailboxes                          : 2043@default
 rewrite_contact                    : true
 rtp_symmetric                      : true
 transport                          : transport-udp

""")
    contacts = dedent("""

  Contact:  <Aor/ContactUri..........................> <Hash....> <Status> <RTT(ms)..>
==========================================================================================

  Contact:  2041/sip:2041@10.30.4.51:5060;ob            5c1e9a7f3b Avail        12.447
  Contact:  2042/sip:2042@10.30.4.52:5060;ob            a0d4c2e118 Avail        11.903
  Contact:  2044/sip:2044@10.30.4.54:5060;ob            17be0f9c62 Avail        14.281
  Contact:  2045/sip:2045@10.30.4.55:5060;ob            e3a90b2d47 Avail        13.016

Objects found: 4

""")
    dialplan = dedent("""
[ Context 'from-internal' created by 'pbx_config' ]
  '2043' =>         1. NoOp(Calling Priya Nair)                   [extensions.conf:212]
                    2. Dial(PJSIP/2043,20,tT)                     [extensions.conf:213]
                    3. VoiceMail(2043@default,u)                  [extensions.conf:214]
                    4. Hangup()                                   [extensions.conf:215]

-= 1 extension (4 priorities) in 1 context. =-
""")
    log = "".join(
        f"[2025-03-12 07:{m:02d}:{s:02d}] NOTICE[2817] res_pjsip/pjsip_distributor.c: Request "
        "'REGISTER' from '<sip:2043@pbx.corp.example>' failed for '10.30.4.53:5060' (callid: "
        f"{hexid(f'call-{m}', 8)}-{hexid(f'cid-{m}', 8)}) - Failed to authenticate\n"
        for m, s in ((41, 7), (41, 39), (42, 11), (42, 43), (43, 15))
    ) + (
        '[2025-03-12 07:43:16] NOTICE[2817] res_security_log.c: SecurityEvent="ChallengeResp'
        'onseFailed",EventTV="2025-03-12T07:43:16.004+0100",Service="PJSIP",AccountID='
        '"2043",RemoteAddress="IPV4/UDP/10.30.4.53/5060"\n'
    )
    jail = dedent("""
Status for the jail: asterisk
|- Filter
|  |- Currently failed:\t0
|  |- Total failed:\t1502
|  `- File list:\t/var/log/asterisk/security
`- Actions
   |- Currently banned:\t1
   |- Total banned:\t4
   `- Banned IP list:\t10.30.4.53
""")
    calls: list[Call] = [
        (cli, {"command": "pjsip show endpoint 2043"}, endpoint),
        (cli, {"command": "pjsip show contacts"}, contacts),
        (cli, {"command": "dialplan show 2043@from-internal"}, dialplan),
        ("shell", {"command": "grep -h \"2043\" /var/log/asterisk/full | grep -v VERBOSE | "
                   "tail -n 6"}, log),  # fmt: skip
        ("shell", {"command": "fail2ban-client status asterisk"}, jail),
        ("shell", {"command": "fail2ban-client set asterisk unbanip 10.30.4.53"}, "1\n"),
        (cli, {"command": "pjsip show contacts like 2043"}, "No objects found.\n\n"),
    ]  # fmt: skip
    session("asterisk", "asterisk-ok-1", task, True, calls)

    task = (
        "Support queue: who is logged in and how long are callers waiting? Pause Tom Becker for"
        " lunch, add Lena Ortiz (PJSIP/2058), and confirm."
    )

    def member(name: str, ext: str, taken: int, paused: int, reason: str, aid: int) -> list[str]:
        return [
            "Event: QueueMember", "Queue: support", f"Name: {name}", f"Location: PJSIP/{ext}",
            f"StateInterface: PJSIP/{ext}", "Membership: dynamic", "Penalty: 0",
            f"CallsTaken: {taken}", "LastCall: 1741773012", "LastPause: 0",
            "LoginTime: 1741762805", "InCall: 0", "Status: 1", f"Paused: {paused}",
            f"PausedReason: {reason}", "Wrapuptime: 0", f"ActionID: {aid}", "",
        ]  # fmt: skip

    def entry(pos: int, num: str, wait: int, aid: int) -> list[str]:
        return [
            "Event: QueueEntry", "Queue: support", f"Position: {pos}",
            f"Channel: PJSIP/trunk-carrier1-0000a1f{pos}", f"Uniqueid: 1741773301.88{40 + pos}",
            f"CallerIDNum: {num}", "CallerIDName: unknown", "ConnectedLineNum: unknown",
            "ConnectedLineName: unknown", f"Wait: {wait}", "Priority: 0", f"ActionID: {aid}", "",
        ]  # fmt: skip

    def status(aid: int, lena: bool, tom_paused: bool) -> str:
        out = [
            "Response: Success", f"ActionID: {aid}", "EventList: start",
            "Message: Queue status will follow", "",
            "Event: QueueParams", "Queue: support", "Max: 0", "Strategy: rrmemory",
            f"Calls: {2 if lena else 3}", "Holdtime: 52", "TalkTime: 188",
            f"Completed: {311 + 4 * lena}", "Abandoned: 27", "ServiceLevel: 60",
            "ServicelevelPerf: 81.4", "ServicelevelPerf2: 79.6", "Weight: 0",
            f"ActionID: {aid}", "",
        ]  # fmt: skip
        out += member("Tom Becker", "2051", 41, int(tom_paused), "lunch" * tom_paused, aid)
        out += member("Sara Kim", "2053", 37, 0, "", aid)
        out += member("Jonas Weber", "2055", 29, 0, "", aid)
        if lena:
            out += member("Lena Ortiz", "2058", 0, 0, "", aid)
        waiting = [("441632960123", 74), ("441632960877", 31), ("447700900415", 9)]
        for pos, (num, wait) in enumerate(waiting[1:] if lena else waiting, 1):
            out += entry(pos, num, wait + 95 * lena, aid)
        n = 4 + lena + (2 if lena else 3)
        out += ["Event: QueueStatusComplete", f"ActionID: {aid}", "EventList: Complete",
                f"ListItems: {n}", ""]  # fmt: skip
        return ami(out)

    act = "ami_action"
    calls = [
        (act, {"Action": "QueueStatus", "Queue": "support", "ActionID": "1"},
         status(1, False, False)),
        (act, {"Action": "QueuePause", "Queue": "support", "Interface": "PJSIP/2051",
               "Paused": "true", "Reason": "lunch", "ActionID": "2"},
         ami(["Response: Success", "ActionID: 2", "Message: Interface paused successfully",
              ""])),
        (act, {"Action": "QueueAdd", "Queue": "support", "Interface": "PJSIP/2058",
               "MemberName": "Lena Ortiz", "ActionID": "3"},
         ami(["Response: Success", "ActionID: 3", "Message: Added interface to queue", ""])),
        (act, {"Action": "QueueStatus", "Queue": "support", "ActionID": "4"},
         status(4, True, True)),
        (act, {"Action": "QueueSummary", "Queue": "support", "ActionID": "5"},
         ami(["Response: Success", "ActionID: 5", "EventList: start",
              "Message: Queue summary will follow", "", "Event: QueueSummary", "Queue: support",
              "LoggedIn: 4", "Available: 3", "Callers: 2", "HoldTime: 52", "TalkTime: 188",
              "LongestHoldTime: 126", "ActionID: 5", "", "Event: QueueSummaryComplete",
              "ActionID: 5", "EventList: Complete", "ListItems: 1", ""])),
    ]  # fmt: skip
    session("asterisk", "asterisk-ok-2", task, True, calls)

    task = (
        "Who is logged in on the 'sales' queue and how many callers wait? Then pause Ana Costa "
        "(PJSIP/2061) with reason 'training'."
    )
    actions = [
        {"Action": "QueueStatus", "Queue": "sales"},
        {"Action": "QueueSummary", "Queue": "sales"},
        {"Action": "Command", "Command": "queue show sales"},
        {"Action": "QueueStatus"},
        {"Action": "QueuePause", "Queue": "sales", "Interface": "PJSIP/2061", "Paused": "true",
         "Reason": "training"},
    ]  # fmt: skip
    calls = [
        (act, {**a, "ActionID": str(i)},
         ami(["Response: Error", f"ActionID: {i}", "Message: Permission denied", ""]))
        for i, a in enumerate(actions, 11)
    ]  # fmt: skip
    session("asterisk", "asterisk-fail-1", task, False, calls)


def freeswitch() -> None:
    fs = "fs_cli"
    task = (
        "A call stuck since yesterday holds one of carrier1's 3 channels. Find it on "
        "FreeSWITCH, hang it up, and confirm carrier1 is up."
    )
    status = dedent("""
                     Name\t   Type\t                                      Data\tState
=================================================================================================
            external-ipv6\tprofile\t                 sip:mod_sofia@[2001:db8::10]:5080\tRUNNING (0)
                 external\tprofile\t                   sip:mod_sofia@203.0.113.10:5080\tRUNNING (0)
       external::carrier1\tgateway\t                     sip:sip.carrier1.example:5060\tNOREG
       external::carrier2\tgateway\t                     sip:sip.carrier2.example:5060\tREGED
             203.0.113.10\t  alias\t                                          internal\tALIASED
                 internal\tprofile\t                   sip:mod_sofia@203.0.113.10:5060\tRUNNING (0)
=================================================================================================
3 profiles 1 alias
""")
    cols = (
        "uuid,direction,created,created_epoch,name,state,cid_name,cid_num,ip_addr,dest,"
        "callstate,callee_name,callee_num,hostname,b_uuid,b_name,b_state,b_callstate"
    )
    rows = [
        ("7f3c1a2e-9b84-4d0e-a6c1-52f0e3b9d718", "2025-03-11 16:42:09", "1741707729", "2047",
         "10.30.4.57", "441632960555", "HELD", "5b2d7c11-3e0f-4a8a-9c62-d1e4f7a08b33"),
        ("c0a8d3f2-41b7-4e59-8d2a-7a9e6c1f0b45", "2025-03-12 10:03:51", "1741770231", "2041",
         "10.30.4.51", "447700900881", "ACTIVE", "e9f1b6a4-2c38-47d1-b0e5-3f8a9c2d6e71"),
        ("4e6b9a1d-87c2-4f30-9a5e-c2d81b7f3e09", "2025-03-12 10:11:27", "1741770687", "2052",
         "10.30.4.62", "442079460312", "ACTIVE", "a1c7e5d9-6b24-4f8e-93a0-58d2f4b1c6e7"),
    ]  # fmt: skip

    def show_calls(keep: list[int]) -> str:
        lines = [cols]
        for i in keep:
            u, created, epoch, ext, ip, dest, cs, bu = rows[i]
            lines.append(
                f"{u},inbound,{created},{epoch},sofia/internal/{ext}@{ip},CS_EXECUTE,{ext},"
                f"{ext},{ip},{dest},{cs},Outbound Call,{dest},fs1.corp.example,{bu},"
                f"sofia/gateway/carrier1/{dest},CS_EXCHANGE_MEDIA,{cs}"
            )
        return "\n".join(lines) + f"\n\n{len(keep)} total.\n\n"

    gw = dedent("""
=================================================================================================
Name    \tcarrier1
Profile \texternal
Scheme  \tDigest
Realm   \tsip.carrier1.example
Username\t4420380412
Password\tyes
From    \t<sip:4420380412@sip.carrier1.example>
Contact \t<sip:gw+carrier1@203.0.113.10:5080;transport=udp;gw=carrier1>
Exten   \t4420380412
To      \tsip:4420380412@sip.carrier1.example
Proxy   \tsip:sip.carrier1.example:5060
Context \tpublic
Expires \t3600
Freq    \t3600
Ping    \t0
PingFreq\t30
PingState\t0/0/0
State   \tNOREG
Status  \tUP
Uptime  \t86412s
CallsIN \t182
CallsOUT\t240
FailedCallsIN\t0
FailedCallsOUT\t3
=================================================================================================
""")
    calls: list[Call] = [
        (fs, {"command": "sofia status"}, status),
        (fs, {"command": "show calls"}, show_calls([0, 1, 2])),
        (fs, {"command": "uuid_kill 7f3c1a2e-9b84-4d0e-a6c1-52f0e3b9d718"}, "+OK\n"),
        (fs, {"command": "show calls"}, show_calls([1, 2])),
        (fs, {"command": "limit_usage hash outbound carrier1"}, "2\n"),
        (fs, {"command": "sofia status gateway carrier1"}, gw),
    ]
    session("freeswitch", "freeswitch-ok-1", task, True, calls)

    task = (
        "Outbound calls started failing ten minutes ago. On the FreeSWITCH box, check the "
        "carrier gateways, active calls and switch status."
    )
    dead = "[ERROR] fs_cli.c:1699 main() Error Connecting []\n"
    cmds = ["sofia status", "show calls", "sofia status gateway carrier1", "status"]
    session("freeswitch", "freeswitch-fail-1", task, False,
            [(fs, {"command": c}, dead) for c in cmds])  # fmt: skip


def sip() -> None:
    sh = "shell"
    task = (
        "Calls to UK numbers via carrier2 get a fast busy. Use /var/tmp/trunk-0312.pcap to find"
        " what carrier2 answers and why."
    )
    pcap = "tshark -r /var/tmp/trunk-0312.pcap "
    invites = "".join(
        f"{t}\t{c}@203.0.113.10\tsip:+44{n}@sip.carrier2.example\n"
        for t, c, n in (
            ("12.402118", "a84e1c07", "2079460312"), ("97.551304", "3d9f27b2", "1632960877"),
            ("151.019877", "c71e0a55", "7700900415"), ("240.736020", "5be48d19", "2079460999"),
        )
    )  # fmt: skip

    def flow(cid: str, t0: float) -> str:
        steps = [
            (0.0, "203.0.113.10", "198.51.100.77", "INVITE sip:+442079460312@sip.carrier2."
             "example SIP/2.0", ""),
            (0.031, "198.51.100.77", "203.0.113.10", "", "SIP/2.0 100 Trying"),
            (0.044, "198.51.100.77", "203.0.113.10", "", "SIP/2.0 407 Proxy Authentication "
             "Required"),
            (0.046, "203.0.113.10", "198.51.100.77", "ACK sip:+442079460312@sip.carrier2."
             "example SIP/2.0", ""),
            (0.051, "203.0.113.10", "198.51.100.77", "INVITE sip:+442079460312@sip.carrier2."
             "example SIP/2.0", ""),
            (0.083, "198.51.100.77", "203.0.113.10", "", "SIP/2.0 100 Trying"),
            (0.129, "198.51.100.77", "203.0.113.10", "", "SIP/2.0 403 Forbidden"),
            (0.131, "203.0.113.10", "198.51.100.77", "ACK sip:+442079460312@sip.carrier2."
             "example SIP/2.0", ""),
        ]  # fmt: skip
        return "".join(f"{t0 + d:.6f}\t{s}\t{dst}\t{rq}\t{st}\n" for d, s, dst, rq, st in steps)

    fields = (
        "-T fields -e frame.time_relative -e ip.src -e ip.dst -e sip.Request-Line "
        "-e sip.Status-Line"
    )
    reason = (
        'Q.850;cause=21;text="Call Rejected"\t399 sbc1.carrier2.example "International '
        'destinations not enabled on trunk 4420380412"\n'
    )
    counts = "     14 407\n     12 403\n      2 486\n"
    calls: list[Call] = [
        (sh, {"command": pcap + "-Y 'sip.Method == \"INVITE\" && sip.r_uri.user matches "
              "\"^\\\\+44\"' -T fields -e frame.time_relative -e sip.Call-ID -e sip.r_uri | "
              "sort -u -k2,2 | sort -n"}, invites),
        (sh, {"command": pcap + "-Y 'sip.Call-ID == \"a84e1c07@203.0.113.10\"' " + fields},
         flow("a84e1c07", 12.402118)),
        (sh, {"command": pcap + "-Y 'sip.Call-ID == \"a84e1c07@203.0.113.10\" && "
              "sip.Status-Code == 403' -T fields -e sip.Reason -e sip.Warning"}, reason),
        (sh, {"command": pcap + "-Y 'sip.Call-ID == \"3d9f27b2@203.0.113.10\"' " + fields},
         flow("3d9f27b2", 97.551304).replace("442079460312", "441632960877")),
        (sh, {"command": pcap + "-Y 'sip.Status-Code >= 400' -T fields -e sip.Status-Code | "
              "sort | uniq -c | sort -rn"}, counts),
    ]  # fmt: skip
    session("sip", "sip-ok-1", task, True, calls)


def meraki() -> None:
    api = "meraki_api"
    net = "L_646829496481105433"
    sw = "Q2HP-7RKD-2M4C"
    task = (
        "A desk phone at branch 14 keeps dropping. Find the flapping switch port, check its "
        "status and config, and run a cable test on it."
    )
    statuses = [
        {"name": "BR14-MX67", "serial": "Q2FY-4XJL-8KQA", "mac": "e0:55:3d:8a:21:04",
         "publicIp": "198.51.100.141", "networkId": net, "status": "online",
         "lastReportedAt": "2025-03-12T10:14:02.412000Z", "productType": "appliance",
         "model": "MX67", "tags": ["branch"], "lanIp": None},
        {"name": "BR14-MS120-1", "serial": sw, "mac": "e0:55:3d:8a:2f:90",
         "publicIp": "198.51.100.141", "networkId": net, "status": "alerting",
         "lastReportedAt": "2025-03-12T10:13:57.118000Z", "productType": "switch",
         "model": "MS120-8FP", "tags": ["branch"], "lanIp": "10.114.0.2"},
        {"name": "BR14-MR36-Front", "serial": "Q3AB-9PLM-3TZX", "mac": "68:3a:1e:55:c0:18",
         "publicIp": "198.51.100.141", "networkId": net, "status": "online",
         "lastReportedAt": "2025-03-12T10:14:00.903000Z", "productType": "wireless",
         "model": "MR36", "tags": ["branch"], "lanIp": "10.114.0.11"},
    ]  # fmt: skip
    events = {
        "message": None,
        "pageStartAt": "2025-03-12T09:31:05.000000Z",
        "pageEndAt": "2025-03-12T10:09:47.000000Z",
        "events": [
            {"occurredAt": f"2025-03-12T{t}.000000Z", "networkId": net, "type": "port_status",
             "description": "Port status change", "category": "Ports", "clientId": None,
             "clientDescription": None, "clientMac": "", "deviceSerial": sw,
             "deviceName": "BR14-MS120-1", "eventData": {"port": "7", "old": old, "new": new}}
            for t, old, new in (("09:31:05", "100fdx", "down"), ("09:31:12", "down", "10fdx"),
                                ("10:09:40", "10fdx", "down"), ("10:09:47", "down", "100fdx"))
        ],
    }  # fmt: skip

    def port(
        pid: int,
        status: str,
        speed: str,
        kb: int,
        warn: list[str],
        err: list[str],
        cdp: dict[str, str] | None,
    ) -> dict[str, Any]:
        d: dict[str, Any] = {
            "portId": str(pid), "enabled": True, "status": status, "isUplink": pid == 8,
            "errors": err, "warnings": warn, "speed": speed, "duplex": "full" if speed else "",
            "usageInKb": {"total": kb}, "clientCount": int(status == "Connected"),
        }  # fmt: skip
        if cdp:
            d["lldp"] = cdp
        return d

    phone = {"systemName": "SEP0C1167A93D21", "portId": "Port 1",
             "managementAddress": "10.114.20.37"}  # fmt: skip
    ports = [
        port(1, "Connected", "1 Gbps", 912044, [], [], None),
        port(2, "Connected", "1 Gbps", 401223, [], [], None),
        port(3, "Disconnected", "", 0, [], [], None),
        port(4, "Connected", "100 Mbps", 22011, [], [], phone | {"systemName": "SEP0C1167A9"
                                                                  "4410"}),
        port(5, "Disconnected", "", 0, [], [], None),
        port(6, "Disconnected", "", 0, [], [], None),
        port(7, "Connected", "100 Mbps", 1870, ["Port speed is lower than expected"],
             ["CRC align errors"], phone),
        port(8, "Connected", "1 Gbps", 4410932, [], [], None),
    ]  # fmt: skip
    config = {
        "portId": "7", "name": "Reception phone", "tags": [], "enabled": True,
        "poeEnabled": True, "type": "access", "vlan": 20, "voiceVlan": 110,
        "allowedVlans": "all", "isolationEnabled": False, "rstpEnabled": True,
        "stpGuard": "bpdu guard", "linkNegotiation": "Auto negotiate",
        "portScheduleId": None, "udld": "Alert only", "accessPolicyType": "Open",
        "daiTrusted": False, "stormControlEnabled": False,
    }  # fmt: skip
    test_id = "635433734778432"
    req = {"serial": sw, "ports": ["7"]}
    url = f"/devices/{sw}/liveTools/cableTest/{test_id}"
    pairs = [{"index": i, "status": "ok", "lengthMeters": 22} for i in range(4)]
    pairs[2] = {"index": 2, "status": "open", "lengthMeters": 9}
    done = {"cableTestId": test_id, "url": url, "request": req, "status": "complete",
            "results": [{"port": "7", "status": "up", "speedMbps": 100, "pairs": pairs}],
            "error": None}  # fmt: skip
    calls: list[Call] = [
        (api, {"method": "GET", "path": "/organizations/549236/devices/statuses",
               "params": {"networkIds[]": [net]}}, js(statuses)),
        (api, {"method": "GET", "path": f"/networks/{net}/events",
               "params": {"productType": "switch", "includedEventTypes[]": ["port_status"],
                          "perPage": 10}}, js(events)),
        (api, {"method": "GET", "path": f"/devices/{sw}/switch/ports/statuses"}, js(ports)),
        (api, {"method": "GET", "path": f"/devices/{sw}/switch/ports/7"}, js(config)),
        (api, {"method": "POST", "path": f"/devices/{sw}/liveTools/cableTest",
               "body": {"ports": ["7"]}},
         js({"cableTestId": test_id, "url": url, "request": req, "status": "new"})),
        (api, {"method": "GET", "path": url},
         js({"cableTestId": test_id, "url": url, "request": req, "status": "running",
             "results": [], "error": None})),
        (api, {"method": "GET", "path": url}, js(done)),
    ]  # fmt: skip
    session("meraki", "meraki-ok-1", task, True, calls)

    task = (
        "Pull WAN uplink loss and latency for all 40 branch MX appliances over the last two "
        "hours; list branches above 2% loss."
    )
    ops = [
        ("organizations", "getOrganizationDevicesUplinksLossAndLatency",
         "/organizations/549236/devices/uplinksLossAndLatency", {"timespan": 7200}),
        ("organizations", "getOrganizationDevicesUplinksLossAndLatency",
         "/organizations/549236/devices/uplinksLossAndLatency", {"timespan": 3600}),
        ("appliance", "getOrganizationApplianceUplinkStatuses",
         "/organizations/549236/appliance/uplink/statuses", {"perPage": 50}),
        ("appliance", "getNetworkApplianceUplinksUsageHistory",
         f"/networks/{net}/appliance/uplinks/usageHistory", {"timespan": 7200}),
        ("organizations", "getOrganizationUplinksStatuses",
         "/organizations/549236/uplinks/statuses", {"perPage": 20}),
    ]  # fmt: skip
    calls = [
        (api, {"method": "GET", "path": path, "params": params},
         f"{tag}, {op} - 429 Too Many Requests, {{'errors': ['API rate limit exceeded for "
         "organization']}")
        for tag, op, path, params in ops
    ]  # fmt: skip
    session("meraki", "meraki-fail-1", task, False, calls)


def unifi() -> None:
    api = "unifi_api"
    task = (
        "Conf-AP-2 is overloaded: list its clients, block the unknown 'ESP_3A1F0C', and move "
        "its 5 GHz radio to channel 149."
    )
    ap_mac = "74:ac:b9:1e:40:c2"
    devices = {"meta": {"rc": "ok"}, "data": [
        {"mac": "74:ac:b9:1e:3f:08", "state": 1, "adopted": True, "disabled": False,
         "type": "uap", "model": "U6LR", "name": "Conf-AP-1"},
        {"mac": ap_mac, "state": 1, "adopted": True, "disabled": False, "type": "uap",
         "model": "U6LR", "name": "Conf-AP-2"},
        {"mac": "e0:63:da:55:12:9a", "state": 1, "adopted": True, "disabled": False,
         "type": "usw", "model": "US24P250", "name": "Core-SW"},
        {"mac": "f4:92:bf:a0:77:31", "state": 1, "adopted": True, "disabled": False,
         "type": "ugw", "model": "UXGPRO", "name": "Gateway"},
    ]}  # fmt: skip

    def sta(mac: str, host: str, ap: str, ip: str, sig: int, radio: str, oui: str) -> dict:
        return {"site_id": "5f2a9c1e8b7d4e0012ab34cd", "assoc_time": 1741764210, "oui": oui,
                "user_id": hexid("u" + mac), "_id": hexid("u" + mac), "mac": mac,
                "is_guest": False, "is_wired": False, "ap_mac": ap, "channel": 44 if radio ==
                "na" else 6, "radio": radio, "radio_name": "wifi1" if radio == "na" else "wifi0",
                "essid": "Corp", "hostname": host, "ip": ip, "signal": sig, "rssi": 96 + sig,
                "tx_rate": 576000 if radio == "na" else 144000, "uptime": 8211}  # fmt: skip

    stations = {"meta": {"rc": "ok"}, "data": [
        sta("3c:22:fb:91:0e:44", "MBP-lhansen", ap_mac, "10.10.8.41", -58, "na", "Apple"),
        sta("a4:83:e7:12:bd:09", "iPhone", ap_mac, "10.10.8.77", -61, "na", "Apple"),
        sta("24:0a:c4:3a:1f:0c", "ESP_3A1F0C", ap_mac, "10.10.8.203", -49, "ng", "Espressif"),
        sta("d8:3a:dd:40:7c:61", "LT-ENG-1187", ap_mac, "10.10.8.19", -66, "na", "IntelCor"),
        sta("9c:b6:d0:08:e1:57", "Surface-Hub", ap_mac, "10.10.8.12", -44, "na", "Microsof"),
    ]}  # fmt: skip
    blocked = {"meta": {"rc": "ok"}, "data": [
        {"_id": hexid("u24:0a:c4:3a:1f:0c"), "mac": "24:0a:c4:3a:1f:0c",
         "site_id": "5f2a9c1e8b7d4e0012ab34cd", "oui": "Espressif", "is_guest": False,
         "first_seen": 1741590122, "last_seen": 1741772931, "is_wired": False,
         "hostname": "ESP_3A1F0C", "blocked": True},
    ]}  # fmt: skip

    def ap(channel: int, cu: int, n: int) -> dict:
        return {"meta": {"rc": "ok"}, "data": [{
            "_id": "61a4f0c2e4b0a1d9c3f2e811", "mac": ap_mac, "name": "Conf-AP-2",
            "model": "U6LR", "version": "6.6.77.15402", "state": 1, "num_sta": n,
            "radio_table": [
                {"radio": "ng", "name": "wifi0", "channel": 6, "ht": "20", "tx_power_mode":
                 "auto", "min_rssi_enabled": False},
                {"radio": "na", "name": "wifi1", "channel": channel, "ht": "80",
                 "tx_power_mode": "auto", "min_rssi_enabled": False},
            ],
            "radio_table_stats": [
                {"name": "wifi0", "channel": 6, "cu_total": 61, "num_sta": 1, "satisfaction":
                 71},
                {"name": "wifi1", "channel": channel, "cu_total": cu, "num_sta": n - 1,
                 "satisfaction": 58 if cu > 70 else 93},
            ],
        }]}  # fmt: skip

    new_radio = [
        {"radio": "ng", "name": "wifi0", "channel": 6, "ht": "20", "tx_power_mode": "auto",
         "min_rssi_enabled": False},
        {"radio": "na", "name": "wifi1", "channel": 149, "ht": "80", "tx_power_mode": "auto",
         "min_rssi_enabled": False},
    ]  # fmt: skip
    calls: list[Call] = [
        (api, {"method": "GET", "path": "/api/s/default/stat/device-basic"}, jc(devices)),
        (api, {"method": "GET", "path": "/api/s/default/stat/sta"}, jc(stations)),
        (api, {"method": "POST", "path": "/api/s/default/cmd/stamgr",
               "body": {"cmd": "block-sta", "mac": "24:0a:c4:3a:1f:0c"}}, jc(blocked)),
        (api, {"method": "GET", "path": f"/api/s/default/stat/device/{ap_mac}"},
         jc(ap(44, 83, 5))),
        (api, {"method": "PUT", "path": "/api/s/default/rest/device/61a4f0c2e4b0a1d9c3f2e811",
               "body": {"radio_table": new_radio}},
         jc({"meta": {"rc": "ok"}, "data": [{"_id": "61a4f0c2e4b0a1d9c3f2e811",
                                             "radio_table": new_radio}]})),
        (api, {"method": "GET", "path": f"/api/s/default/stat/device/{ap_mac}"},
         jc(ap(149, 34, 4))),
    ]  # fmt: skip
    session("unifi", "unifi-ok-1", task, True, calls)

    task = (
        "Find which USW-Pro-24 port the new printer (MAC 00:1b:a9:7c:44:10) is on and put that "
        "port on the Printers profile."
    )
    login = jc({"meta": {"rc": "error", "msg": "api.err.LoginRequired"}, "data": []})
    paths = ["/api/s/default/stat/sta", "/api/s/default/stat/device",
             "/api/s/default/rest/user", "/api/s/default/rest/portconf",
             "/api/s/default/stat/sta/00:1b:a9:7c:44:10"]  # fmt: skip
    session("unifi", "unifi-fail-1", task, False,
            [(api, {"method": "GET", "path": p}, login) for p in paths])  # fmt: skip


def _pf(data: Any) -> str:
    return jc({"code": 200, "status": "ok", "response_id": "SUCCESS", "message": "",
               "data": data})  # fmt: skip


def _filterlog(
    stamp: str,
    rid: str,
    action: str,
    src: str,
    dst: str,
    sport: int,
    dport: int,
    iface: str = "igb1",
) -> dict[str, str]:
    return {"text": f"{stamp} fw1 filterlog[51234]: 5,,,{rid},{iface},match,{action},in,4,0x0,,"
                    f"63,{sport % 9973},0,DF,6,tcp,60,{src},{dst},{sport},{dport},0,S,"
                    f"{sport * 7919 % 4294967},,64240,,mss;sackOK;TS;nop;wscale"}  # fmt: skip


def pfsense() -> None:
    api = "pfsense_api"
    task = (
        "Let monitoring host 10.20.0.15 reach DMZ_WEB on TCP 443, apply it, and show whether "
        "the firewall was blocking it before."
    )
    alias = [
        {
            "id": 3,
            "name": "DMZ_WEB",
            "type": "host",
            "descr": "DMZ web servers",
            "address": ["172.16.10.21", "172.16.10.22"],
            "detail": ["web1", "web2"],
        }
    ]
    rules = [
        {"id": 0, "type": "pass", "interface": ["lan"], "ipprotocol": "inet", "protocol": None,
         "source": "lan", "destination": "any", "destination_port": None,
         "descr": "Default allow LAN to any rule", "disabled": False, "tracker": 1700000101},
        {"id": 1, "type": "block", "interface": ["lan"], "ipprotocol": "inet",
         "protocol": "tcp", "source": "10.20.0.0/24", "destination": "DMZ_NETS",
         "destination_port": None, "descr": "Mgmt VLAN may not reach DMZ",
         "disabled": False, "tracker": 1700000103},
    ]  # fmt: skip
    new = {"id": 2, "type": "pass", "interface": ["lan"], "ipprotocol": "inet",
           "protocol": "tcp", "source": "10.20.0.15", "destination": "DMZ_WEB",
           "destination_port": "443", "descr": "Monitoring to DMZ web (CHG-2291)",
           "disabled": False, "log": False, "tracker": 1741770123}  # fmt: skip
    log = [
        _filterlog(f"Mar 12 13:{m:02d}:{s:02d}", "1700000103", "block", "10.20.0.15",
                   f"172.16.10.2{1 + m % 2}", 51544 + m, 443, "igb0")
        for m, s in ((51, 4), (52, 4), (53, 5), (54, 4), (55, 5))
    ] + [
        _filterlog("Mar 12 14:06:11", "1700000101", "pass", "10.20.0.31", "10.20.0.1", 40112,
                   53, "igb0"),
    ]  # fmt: skip
    calls: list[Call] = [
        (api, {"method": "GET", "path": "/api/v2/firewall/aliases",
               "params": {"name": "DMZ_WEB"}}, _pf(alias)),
        (api, {"method": "GET", "path": "/api/v2/firewall/rules",
               "params": {"interface": "lan"}}, _pf(rules)),
        (api, {"method": "POST", "path": "/api/v2/firewall/rule",
               "body": {k: v for k, v in new.items() if k not in ("id", "tracker")}
               | {"placement": 1}}, _pf(new)),
        (api, {"method": "POST", "path": "/api/v2/firewall/apply"},
         _pf({"applied": False, "pending_subsystems": ["filter"]})),
        (api, {"method": "GET", "path": "/api/v2/firewall/apply"},
         _pf({"applied": True, "pending_subsystems": []})),
        (api, {"method": "GET", "path": "/api/v2/status/logs/firewall",
               "params": {"limit": 20}}, _pf(log)),
    ]  # fmt: skip
    session("pfsense", "pfsense-ok-1", task, True, calls)

    task = (
        "Since 10:00 remote staff can't reach OpenVPN (UDP 1194 on WAN). Check the firewall log"
        " for blocks to port 1194 this morning."
    )
    stale = _pf([
        _filterlog(f"Mar  9 23:5{i}:0{i}", "1000000103", "block", f"185.220.101.{40 + i}",
                   "198.51.100.2", 40000 + 311 * i, (22, 3389, 445, 23, 8080)[i], "igb0")
        for i in range(4)
    ])  # fmt: skip
    calls = [
        (api, {"method": "GET", "path": "/api/v2/status/logs/firewall", "params": p}, stale)
        for p in ({"limit": 50}, {"limit": 200}, {"limit": 50, "offset": 0},
                  {"limit": 500, "query": {"text__contains": "1194"}})
    ]  # fmt: skip
    session("pfsense", "pfsense-fail-1", task, False, calls)


def opnsense() -> None:
    api = "opnsense_api"
    task = (
        "Is 203.0.113.77 on the 'blocklist_ext' alias, or any other? And which IoT VLAN DHCP "
        "leases are offline?"
    )
    aliases = ["__lan_network", "__opt3_network", "__wan_network", "blocklist_ext",
               "blocklist_partner", "bogons", "bogonsv6", "iot_cloud", "sshlockout",
               "virusprot"]  # fmt: skip

    def grid(rows: list[Any], total: int, count: int, current: int = 1) -> str:
        return jc({"total": total, "rowCount": count, "current": current, "rows": rows})

    def lease(n: int, host: str, man: str, online: bool) -> dict[str, Any]:
        mac = ":".join(hexid(f"mac{n}", 12)[i : i + 2] for i in range(0, 12, 2))
        return {"address": f"10.30.0.{40 + n}", "starts": "2025/03/12 06:12:44",
                "ends": "2025/03/12 18:12:44", "cltt": 1741759964, "binding": "active",
                "uid": "", "client-hostname": host, "type": "dynamic",
                "status": "online" if online else "offline", "descr": "", "mac": mac,
                "hostname": host, "state": "active", "man": man, "if": "opt3",
                "if_descr": "IoT"}  # fmt: skip

    people = [("shelly-plug-3f2a", "Shelly", False), ("hue-bridge", "Signify", True),
              ("tasmota-0C11", "Espressif", False), ("reolink-cam-2", "Reolink", True),
              ("netatmo-ws", "Netatmo", True), ("tado-ib01", "tado", False),
              ("shelly-1pm-aa07", "Shelly", True), ("esp32-garage", "Espressif", False),
              ("sonos-kitchen", "Sonos", True), ("tasmota-0C19", "Espressif", False)]  # fmt: skip
    leases = [lease(i, h, m, o) for i, (h, m, o) in enumerate(people)]
    search = {"current": 1, "rowCount": 5, "sort": {}, "searchPhrase": "",
              "selected_interfaces": ["opt3"], "inactive": "0"}  # fmt: skip
    calls: list[Call] = [
        (api, {"method": "POST", "path": "/api/firewall/alias_util/list/blocklist_ext",
               "body": {"current": 1, "rowCount": 50, "searchPhrase": "203.0.113.77"}},
         grid([], 0, 50)),
        (api, {"method": "GET", "path": "/api/firewall/alias_util/aliases"}, jc(aliases)),
        (api, {"method": "POST", "path": "/api/firewall/alias_util/list/blocklist_partner",
               "body": {"current": 1, "rowCount": 50, "searchPhrase": "203.0.113.77"}},
         grid([{"ip": "203.0.113.77"}], 1, 50)),
        (api, {"method": "POST", "path": "/api/dhcpv4/leases/searchLease", "body": search},
         grid(leases[:5], 10, 5)),
        (api, {"method": "POST", "path": "/api/dhcpv4/leases/searchLease",
               "body": search | {"current": 2}}, grid(leases[5:], 10, 5, 2)),
    ]  # fmt: skip
    session("opnsense", "opnsense-ok-1", task, True, calls)


# --------------------------------------------------------------------------------------------
# Trading and spend management
# --------------------------------------------------------------------------------------------


def _alpaca_positions(rows: list[tuple[str, int, float, float]]) -> str:
    out = ["Current Positions:", "-------------------"]
    for sym, qty, entry, price in rows:
        pnl = (price - entry) * qty
        out += [
            f"Symbol: {sym}",
            f"Quantity: {qty} shares",
            f"Market Value: ${qty * price:,.2f}",
            f"Average Entry Price: ${entry:.2f}",
            f"Current Price: ${price:.2f}",
            f"Unrealized P/L: ${pnl:,.2f} ({pnl / (entry * qty) * 100:.2f}%)",
            "-------------------",
        ]
    return "\n".join(out)


def _alpaca_order(oid: str, sym: str, side: str, qty: int, status: str) -> str:
    return dedent(f"""
Order placed successfully:
Order ID: {oid}
Symbol: {sym}
Side: {side}
Quantity: {qty}
Type: market
Time In Force: day
Status: {status}
""")


def alpaca() -> None:
    task = (
        "Rebalance my Alpaca paper account to 60% VTI / 40% BND, whole shares, no margin: sell "
        "anything else and confirm the fills."
    )
    account = dedent("""
Account Information:
-------------------
Account ID: 4f0c9e2a-8d1b-4b7e-9a35-0e6c2d91f7b4
Status: ACTIVE
Currency: USD
Buying Power: $3,212.55
Cash: $1,606.28
Portfolio Value: $82,964.93
Equity: $82,964.93
Long Market Value: $81,358.65
Short Market Value: $0.00
Pattern Day Trader: No
Day Trades Remaining: 3
""")
    before = _alpaca_positions([("AAPL", 15, 171.20, 216.98), ("BND", 300, 73.41, 72.64),
                                ("VTI", 120, 251.07, 289.39)])  # fmt: skip
    after = _alpaca_positions([("BND", 456, 73.05, 72.66), ("VTI", 172, 262.91, 289.35)])

    def quote(sym: str, ask: float, bid: float, t: str) -> str:
        return dedent(f"""
Latest Quote for {sym}:
------------------------
Ask Price: ${ask:.2f}
Bid Price: ${bid:.2f}
Ask Size: 3
Bid Size: 2
Timestamp: 2025-03-12 15:31:{t}+00:00
""")

    ids = [uid(f"alpaca-order-{i}") for i in range(3)]

    def orders(states: tuple[str, str, str], filled: tuple[int, int, int]) -> str:
        out = ["Orders (all):", "-----------------------------------"]
        for oid, sym, side, qty, st, f in zip(
            ids,
            ("AAPL", "VTI", "BND"),
            ("sell", "buy", "buy"),
            (15, 52, 156),
            states,
            filled,
            strict=True,
        ):
            out += [f"Symbol: {sym}", f"ID: {oid}", "Type: market", f"Side: {side}",
                    f"Quantity: {qty}", f"Status: {st}", f"Filled Qty: {f}",
                    "Submitted At: 2025-03-12 15:32:0" + str(len(out) % 7) + "+00:00",
                    "-----------------------------------"]  # fmt: skip
        return "\n".join(out)

    calls: list[Call] = [
        ("get_account_info", {}, account),
        ("get_positions", {}, before),
        ("get_stock_quote", {"symbol": "VTI"}, quote("VTI", 289.41, 289.37, "07.112934")),
        ("get_stock_quote", {"symbol": "BND"}, quote("BND", 72.65, 72.63, "09.401188")),
        ("place_stock_order", {"symbol": "AAPL", "side": "sell", "quantity": 15,
                               "order_type": "market", "time_in_force": "day"},
         _alpaca_order(ids[0], "AAPL", "sell", 15, "pending_new")),
        ("place_stock_order", {"symbol": "VTI", "side": "buy", "quantity": 52,
                               "order_type": "market", "time_in_force": "day"},
         _alpaca_order(ids[1], "VTI", "buy", 52, "pending_new")),
        ("place_stock_order", {"symbol": "BND", "side": "buy", "quantity": 156,
                               "order_type": "market", "time_in_force": "day"},
         _alpaca_order(ids[2], "BND", "buy", 156, "accepted")),
        ("get_orders", {"status": "all", "limit": 3},
         orders(("filled", "filled", "partially_filled"), (15, 52, 100))),
        ("get_orders", {"status": "all", "limit": 3},
         orders(("filled", "filled", "filled"), (15, 52, 156))),
        ("get_positions", {}, after),
    ]  # fmt: skip
    session("alpaca", "alpaca-ok-1", task, True, calls)

    task = (
        "From my Alpaca fills, compute the realized FIFO P&L of round trips closed in March, "
        "and say whether any dividends were paid."
    )

    def fill(n: int, day: str, sym: str, side: str, qty: int, price: str) -> dict[str, Any]:
        return {"id": f"202503{day}093012{n:03d}::{uid(f'fill-{n}')}", "activity_type": "FILL",
                "transaction_time": f"2025-03-{day}T14:30:{n + 10:02d}.345Z", "type": "fill",
                "price": price, "qty": str(qty), "side": side, "symbol": sym,
                "leaves_qty": "0", "order_id": uid(f"ord-{n}"), "cum_qty": str(qty),
                "order_status": "filled"}  # fmt: skip

    fills = [
        fill(1, "03", "MSFT", "buy", 20, "388.12"), fill(2, "03", "AMD", "buy", 40, "101.77"),
        fill(3, "04", "MSFT", "sell", 10, "391.40"), fill(4, "05", "NVDA", "buy", 25, "117.30"),
        fill(5, "06", "AMD", "sell", 40, "98.05"), fill(6, "07", "MSFT", "sell", 10, "384.66"),
        fill(7, "10", "NVDA", "sell", 25, "106.98"), fill(8, "11", "AMD", "buy", 30, "100.10"),
        fill(9, "11", "META", "buy", 5, "601.20"), fill(10, "12", "META", "sell", 5, "619.45"),
    ]  # fmt: skip
    base = {"activity_types": "FILL", "after": "2025-02-28", "direction": "asc", "page_size": 4}
    path = "/v2/account/activities"
    calls = [
        ("alpaca_request", {"method": "GET", "path": path, "params": base}, jc(fills[:4])),
        ("alpaca_request", {"method": "GET", "path": path,
                            "params": base | {"page_token": fills[3]["id"]}}, jc(fills[4:8])),
        ("alpaca_request", {"method": "GET", "path": path,
                            "params": base | {"page_token": fills[7]["id"]}}, jc(fills[8:])),
        ("alpaca_request", {"method": "GET", "path": path,
                            "params": {"activity_types": "DIV", "after": "2025-02-28"}}, "[]"),
    ]  # fmt: skip
    session("alpaca", "alpaca-ok-2", task, True, calls)

    task = (
        "Live quotes for NVDA, AMD, AVGO, TSM and ARM plus today's 5-minute NVDA bars: which "
        "trades closest to its day's high?"
    )
    err = ('Error fetching quote for {s}: {{"code":42210000,"message":"subscription does not '
           'permit querying recent SIP data"}}')  # fmt: skip
    calls = [("get_stock_quote", {"symbol": s}, err.format(s=s))
             for s in ("NVDA", "AMD", "AVGO", "TSM", "ARM")]  # fmt: skip
    calls.append(
        ("get_stock_bars", {"symbol": "NVDA", "timeframe": "5Min", "days": 1},
         'Error fetching bars for NVDA: {"code":42210000,"message":"subscription does not '
         'permit querying recent SIP data"}')
    )  # fmt: skip
    session("alpaca", "alpaca-fail-1", task, False, calls)


def ibkr() -> None:
    api = "ibkr_cpapi"
    acct = "U7712345"
    task = (
        "In IBKR account U7712345, buy 20 ASML on Euronext Amsterdam, DAY limit at the bid; "
        "confirm warnings and follow it until filled."
    )
    search = [
        {"conid": "117902840", "companyHeader": "ASML HOLDING NV - AEB",
         "companyName": "ASML HOLDING NV", "symbol": "ASML", "description": "AEB",
         "restricted": None, "fop": None, "opt": "20250321;20250417;20250516;20250620",
         "war": "20250321;20250620", "sections": [
             {"secType": "STK", "exchange": "AEB;"}, {"secType": "OPT", "months":
              "MAR25;APR25;MAY25;JUN25", "exchange": "FTA"}]},
        {"conid": "1715006", "companyHeader": "ASML HOLDING NV-NY REG SHS - NASDAQ",
         "companyName": "ASML HOLDING NV-NY REG SHS", "symbol": "ASML",
         "description": "NASDAQ", "restricted": None, "fop": None,
         "opt": "20250314;20250321;20250417", "war": None,
         "sections": [{"secType": "STK"}, {"secType": "OPT", "exchange": "SMART;AMEX;CBOE"}]},
    ]  # fmt: skip
    pre = [{"conid": 117902840, "conidEx": "117902840", "_updated": 1741790412345,
            "server_id": "q0", "6119": "q0", "6509": "DPB"}]  # fmt: skip
    snap = [{"31": "642.30", "55": "ASML", "84": "642.20", "86": "642.40", "6509": "RpB",
             "conid": 117902840, "conidEx": "117902840", "_updated": 1741790415802,
             "server_id": "q0", "6119": "q0"}]  # fmt: skip
    reply_id = uid("ibkr-reply")
    question = [{"id": reply_id, "message": [
        "You are submitting an order without market data. We strongly recommend against this "
        "as it may result in erroneous and unexpected trades.\nAre you sure you want to submit "
        "this order?",
        "This order will most likely trigger and fill immediately.\nAre you sure you want to "
        "submit this order?"], "isSuppressed": False, "messageIds": ["o354", "o383"]}]  # fmt: skip

    def order(status: str, filled: int, avg: str | None) -> str:
        o = {
            "acct": acct,
            "conidex": "117902840",
            "conid": 117902840,
            "orderId": 1184420961,
            "cashCcy": "EUR",
            "sizeAndFills": f"{filled}/20" if filled < 20 else "20",
            "orderDesc": "Buy 20 Limit 642.20, Day",
            "description1": "ASML",
            "ticker": "ASML",
            "secType": "STK",
            "listingExchange": "AEB",
            "remainingQuantity": 20.0 - filled,
            "filledQuantity": float(filled),
            "companyName": "ASML HOLDING NV",
            "status": status,
            "order_ccp_status": status,
            "origOrderType": "LIMIT",
            "supportsTaxOpt": "1",
            "lastExecutionTime": "250312143512",
            "orderType": "Limit",
            "bgColor": "#FFFFFF",
            "fgColor": "#000000",
            "timeInForce": "CLOSE",
            "lastExecutionTime_r": 1741790112000,
            "side": "BUY",
            "price": "642.20",
        }
        if avg:
            o["avgPrice"] = avg
        return jc({"orders": [o], "snapshot": True})  # fmt: skip

    snap_args = {"method": "GET", "path": "/iserver/marketdata/snapshot",
                 "params": {"conids": "117902840", "fields": "31,55,84,86"}}  # fmt: skip
    calls: list[Call] = [
        (api, {"method": "GET", "path": "/iserver/secdef/search", "params": {"symbol": "ASML"}},
         jc(search)),
        (api, snap_args, jc(pre)),
        (api, snap_args, jc(snap)),
        (api, {"method": "POST", "path": f"/iserver/account/{acct}/orders",
               "body": {"orders": [{"conid": 117902840, "orderType": "LMT", "price": 642.2,
                                    "side": "BUY", "quantity": 20, "tif": "DAY"}]}},
         jc(question)),
        (api, {"method": "POST", "path": f"/iserver/reply/{reply_id}",
               "body": {"confirmed": True}},
         jc([{"order_id": "1184420961", "order_status": "PreSubmitted",
              "encrypt_message": "1"}])),
        (api, {"method": "GET", "path": "/iserver/account/orders"}, order("Submitted", 0, None)),
        (api, {"method": "GET", "path": "/iserver/account/orders"},
         order("Submitted", 12, "642.20")),
        (api, {"method": "GET", "path": "/iserver/account/orders"},
         order("Filled", 20, "642.19")),
    ]  # fmt: skip
    session("ibkr", "ibkr-ok-1", task, True, calls)

    task = (
        "List my IBKR positions in U7712345 with market value and unrealized P&L, biggest first"
        " (about 15 stocks, two options)."
    )
    paths = [f"/portfolio/{acct}/positions/0", f"/portfolio/{acct}/positions/1",
             f"/portfolio/{acct}/positions/0?sort=mktValue&direction=d",
             f"/portfolio/{acct}/position/265598", f"/portfolio/{acct}/positions/0"]  # fmt: skip
    session("ibkr", "ibkr-fail-1", task, False,
            [(api, {"method": "GET", "path": p}, "[]") for p in paths])  # fmt: skip


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def options() -> None:
    api = "tradier_get"
    task = (
        "Covered calls on 300 MSFT: for the next three monthly expirations, find the ~0.30 "
        "delta call with bid/ask and open interest."
    )
    exps = {"expirations": {"date": [
        "2025-03-14", "2025-03-21", "2025-03-28", "2025-04-04", "2025-04-11", "2025-04-17",
        "2025-04-25", "2025-05-16", "2025-06-20", "2025-07-18", "2025-09-19", "2025-12-19",
        "2026-01-16", "2026-06-18", "2027-01-15"]}}  # fmt: skip

    def opt(
        exp: str, strike: int, bid: float, ask: float, delta: float, oi: int, iv: float
    ) -> dict[str, Any]:
        y, m, d = exp.split("-")
        return {"symbol": f"MSFT{y[2:]}{m}{d}C00{strike}000",
                "description": f"MSFT {MONTHS[int(m) - 1]} {d} {y} ${strike}.00 Call",
                "last": round((bid + ask) / 2, 2), "bid": bid, "ask": ask,
                "strike": float(strike), "open_interest": oi, "expiration_date": exp,
                "option_type": "call",
                "greeks": {"delta": delta, "mid_iv": iv, "smv_vol": round(iv + 0.001, 3),
                           "updated_at": "2025-03-12 14:59:06"}}  # fmt: skip

    def chain(exp: str, rows: list[tuple[int, float, float, float, int, float]]) -> str:
        return jc({"options": {"option": [opt(exp, *r) for r in rows]}})

    mar = chain("2025-03-21", [(395, 4.35, 4.45, 0.4012, 9114, 0.2491),
                               (400, 3.05, 3.15, 0.3123, 18412, 0.2573),
                               (405, 2.06, 2.12, 0.2301, 12033, 0.2602)])  # fmt: skip
    apr = chain("2025-04-17", [(405, 8.10, 8.25, 0.3569, 7212, 0.2733),
                               (410, 6.60, 6.75, 0.3044, 15880, 0.2751),
                               (415, 5.30, 5.45, 0.2551, 9931, 0.2768)])  # fmt: skip
    may = chain("2025-05-16", [(415, 10.05, 10.25, 0.3381, 4410, 0.2795),
                               (420, 8.65, 8.85, 0.2979, 8822, 0.2811),
                               (425, 7.40, 7.60, 0.2612, 5105, 0.2830)])  # fmt: skip
    quotes = {"quotes": {"quote": [
        opt("2025-03-21", 400, 3.10, 3.20, 0.3188, 18412, 0.2569),
        opt("2025-04-17", 410, 6.65, 6.80, 0.3071, 15880, 0.2748),
        opt("2025-05-16", 420, 8.70, 8.90, 0.3002, 8822, 0.2809)]}}  # fmt: skip
    chains = "/v1/markets/options/chains"
    calls: list[Call] = [
        (api, {"path": "/v1/markets/options/expirations", "params": {"symbol": "MSFT"}},
         jc(exps)),
        (api, {"path": chains, "params": {"symbol": "MSFT", "expiration": "2025-03-21",
                                          "greeks": "true"}}, mar),
        (api, {"path": chains, "params": {"symbol": "MSFT", "expiration": "2025-04-18",
                                          "greeks": "true"}}, jc({"options": None})),
        (api, {"path": chains, "params": {"symbol": "MSFT", "expiration": "2025-04-17",
                                          "greeks": "true"}}, apr),
        (api, {"path": chains, "params": {"symbol": "MSFT", "expiration": "2025-05-16",
                                          "greeks": "true"}}, may),
        (api, {"path": "/v1/markets/quotes", "params": {
            "symbols": "MSFT250321C00400000,MSFT250417C00410000,MSFT250516C00420000",
            "greeks": "true"}}, jc(quotes)),
    ]  # fmt: skip
    session("options", "options-ok-1", task, True, calls)


def ramp() -> None:
    api = "ramp_api"
    task = (
        "List March card transactions over $500 with no receipt: cardholder, email and "
        "merchant, so I can chase them."
    )
    people = {
        "jo": ("Jordan", "Okafor", "Sales", "NYC"), "mb": ("Mia", "Berg", "Finance", "Oslo"),
        "pn": ("Priya", "Nair", "Engineering", "Remote"),
        "lh": ("Lars", "Hansen", "Engineering", "Oslo"),
    }  # fmt: skip

    def txn(
        n: int, who: str, amount: float, merchant: str, desc: str, cat: str, day: str, receipt: bool
    ) -> dict[str, Any]:
        first, last, dept, loc = people[who]
        return {
            "id": uid(f"ramp-txn-{n}"), "amount": amount, "currency_code": "USD",
            "merchant_name": merchant, "merchant_descriptor": desc,
            "card_holder": {"first_name": first, "last_name": last, "department_name": dept,
                            "location_name": loc, "user_id": uid(f"ramp-user-{who}")},
            "receipts": [uid(f"ramp-rcpt-{n}")] if receipt else [], "memo": None,
            "sk_category_name": cat, "state": "CLEARED",
            "user_transaction_time": f"2025-03-{day}T18:22:0{n % 10}+00:00",
        }  # fmt: skip

    txns = [
        txn(1, "jo", 1842.10, "Delta Air Lines", "DELTA AIR 0062391847551", "Airlines",
            "03", True),
        txn(2, "mb", 650.00, "AICPA", "AICPA*MEMBERSHIP", "Dues & Subscriptions", "03", False),
        txn(3, "pn", 2399.00, "Apple", "APPLE.COM/US", "Electronics", "04", False),
        txn(4, "lh", 912.44, "Scandic Hotels", "SCANDIC VULKAN OSLO", "Lodging", "05", True),
        txn(5, "jo", 1120.75, "Marriott", "COURTYARD BOSTON DWTN", "Lodging", "06", False),
        txn(6, "lh", 530.00, "JetBrains", "JETBRAINS.COM", "Software", "06", True),
        txn(7, "pn", 780.40, "Amazon Web Services", "AWS EMEA", "Cloud Services", "07", True),
        txn(8, "jo", 1560.00, "Eventbrite", "EB *SAASTR ANNUAL 202", "Conferences", "09",
            False),
        txn(9, "mb", 506.30, "Uber", "UBER *TRIP", "Taxi & Rideshare", "10", True),
        txn(10, "lh", 3100.00, "Dell", "DELL MARKETING LP", "Electronics", "11", True),
        txn(11, "jo", 845.00, "Le Bernardin", "LE BERNARDIN NEW YORK", "Restaurants", "11",
            False),
    ]  # fmt: skip
    base = (
        "https://api.ramp.com/developer/v1/transactions?from_date=2025-03-01T00%3A00%3A00"
        "&min_amount=500&page_size=5&start="
    )
    params = {"from_date": "2025-03-01T00:00:00", "min_amount": 500, "page_size": 5}
    pages = [
        {"data": txns[:5], "page": {"next": base + txns[4]["id"]}},
        {"data": txns[5:10], "page": {"next": base + txns[9]["id"]}},
        {"data": txns[10:], "page": {"next": None}},
    ]

    def user(who: str) -> str:
        first, last, dept, loc = people[who]
        return jc({"id": uid(f"ramp-user-{who}"), "first_name": first, "last_name": last,
                   "email": f"{first[0].lower()}.{last.lower()}@acme.io", "role": "BUSINESS_USER",
                   "department_id": uid(f"dept-{dept}"), "location_id": uid(f"loc-{loc}"),
                   "status": "USER_ACTIVE"})  # fmt: skip

    calls: list[Call] = [
        (api, {"method": "GET", "path": "/developer/v1/transactions", "params": params},
         jc(pages[0])),
        (api, {"method": "GET", "path": "/developer/v1/transactions",
               "params": params | {"start": txns[4]["id"]}}, jc(pages[1])),
        (api, {"method": "GET", "path": "/developer/v1/transactions",
               "params": params | {"start": txns[9]["id"]}}, jc(pages[2])),
        (api, {"method": "GET", "path": f"/developer/v1/users/{uid('ramp-user-jo')}"},
         user("jo")),
        (api, {"method": "GET", "path": f"/developer/v1/users/{uid('ramp-user-mb')}"},
         user("mb")),
        (api, {"method": "GET", "path": f"/developer/v1/users/{uid('ramp-user-pn')}"},
         user("pn")),
    ]  # fmt: skip
    session("ramp", "ramp-ok-1", task, True, calls)


def brex() -> None:
    api = "brex_api"
    task = (
        "Reconcile February's AWS charges on the Brex card with invoices EUINGB25-0212884 "
        "($1,245.12), -0212885 ($318.40) and -0261002 ($2,870.55); which have receipts?"
    )

    def t(n: int, desc: str, cents: int, posted: str, kind: str = "PURCHASE") -> dict:
        return {"id": f"dptx_{hexid(f'brex-{n}', 26)}", "card_id": "dcard_3kd9x0q1ab7p2",
                "description": desc, "amount": {"amount": cents, "currency": "USD"},
                "initiated_at_date": posted, "posted_at_date": posted, "type": kind,
                "merchant": {"raw_descriptor": desc, "mcc": "4816" if "AWS" in desc else
                             "5734", "country": "LUX" if "AWS" in desc else "USA"},
                "expense_id": f"expense_{hexid(f'brex-exp-{n}', 22)}"}  # fmt: skip

    page1 = [
        t(1, "AWS EMEA", 124512, "2025-02-03"), t(2, "GITHUB, INC.", 44100, "2025-02-04"),
        t(3, "DATADOG INC", 198000, "2025-02-05"), t(4, "AWS EMEA", 31840, "2025-02-05"),
        t(5, "FIGMA", 67500, "2025-02-10"),
    ]  # fmt: skip
    page2 = [
        t(6, "NOTION LABS", 16000, "2025-02-12"), t(7, "AWS EMEA", 287055, "2025-02-19"),
        t(8, "AWS EMEA", -31840, "2025-02-21", "REFUND"), t(9, "AWS EMEA", 31840, "2025-02-21"),
    ]  # fmt: skip
    exps = {"next_cursor": None, "items": [
        {"id": tx["expense_id"], "memo": memo, "category": "SOFTWARE", "expense_type": "CARD",
         "merchant": tx["merchant"], "original_amount": tx["amount"],
         "billing_amount": tx["amount"], "purchased_at": tx["posted_at_date"] + "T09:14:00Z",
         "status": "APPROVED", "payment_status": "CLEARED",
         "receipts": [{"id": f"receipt_{hexid(tx['id'], 20)}", "download_uris": [
             f"https://files.brex.com/receipts/{hexid(tx['id'], 32)}.pdf"]}] if has else []}
        for tx, memo, has in ((page1[0], "EUINGB25-0212884", True),
                              (page1[3], None, False),
                              (page2[1], "EUINGB25-0261002", True),
                              (page2[2], "duplicate charge reversed", False),
                              (page2[3], "EUINGB25-0212885", True))
    ]}  # fmt: skip
    cur = "eyJvZmZzZXQiOjV9"
    q = {"posted_at_start": "2025-02-01T00:00:00Z", "limit": 5}
    calls: list[Call] = [
        (api, {"method": "GET", "path": "/v2/transactions/card/primary", "params": q},
         jc({"next_cursor": cur, "items": page1})),
        (api, {"method": "GET", "path": "/v2/transactions/card/primary",
               "params": q | {"cursor": cur}}, jc({"next_cursor": None, "items": page2})),
        (api, {"method": "GET", "path": "/v1/expenses/card", "params": {
            "expand[]": "receipts", "purchased_at_start": "2025-02-01T00:00:00Z",
            "merchant_id[]": "mrch_aws_emea"}}, jc(exps)),
    ]  # fmt: skip
    session("brex", "brex-ok-1", task, True, calls)


def expenses() -> None:
    task = (
        "Check the seven expenses on Marco Rossi's Berlin report R00421 against our T&E policy:"
        " which need a written justification?"
    )
    csv = dedent("""
expense_id,date,merchant,category,amount,currency,receipt,comment
E1,2025-03-03,Lufthansa,Airfare,412.80,EUR,Y,MUC-BER return
E2,2025-03-03,Hotel Adlon Kempinski,Lodging,735.00,EUR,Y,3 nights
E3,2025-03-03,FREE NOW,Taxi,38.40,EUR,Y,
E4,2025-03-04,Borchardt,Meals,186.50,EUR,Y,client dinner (2 guests)
E5,2025-03-05,Rewe,Meals,14.20,EUR,N,
E6,2025-03-05,Curry 36,Meals,9.80,EUR,N,
E7,2025-03-06,Deutsche Bahn,Rail,59.90,EUR,Y,BER airport train
""")

    def check(eid: str, verdict: str, rules: list[str], notes: list[dict[str, str]]) -> str:
        return js(
            {
                "report_id": "R00421",
                "expense_id": eid,
                "policy": "T&E-2025.2",
                "verdict": verdict,
                "rules_checked": rules,
                "findings": notes,
            }
        )

    base = ["receipt_required", "category_allowed", "weekend_travel"]
    calls: list[Call] = [
        ("expensify_export_report", {"report_id": "R00421", "template": "policy_check_csv"},
         csv),
        ("check_expense_policy", {"report_id": "R00421", "expense_id": "E1"},
         check("E1", "ok", base + ["airfare_class"], [])),
        ("check_expense_policy", {"report_id": "R00421", "expense_id": "E2"},
         check("E2", "violation", base + ["lodging_cap"], [
             {"rule": "lodging_cap", "detail": "EUR 245.00/night exceeds the Berlin cap of EUR "
              "210.00/night (Tier 2) by EUR 35.00 for 3 nights", "action": "justification"}])),
        ("check_expense_policy", {"report_id": "R00421", "expense_id": "E3"},
         check("E3", "ok", base, [])),
        ("check_expense_policy", {"report_id": "R00421", "expense_id": "E4"},
         check("E4", "warning", base + ["meal_per_person_cap", "attendees_listed"], [
             {"rule": "attendees_listed", "detail": "client meal for 3 people lists no "
              "attendee names", "action": "add attendees"}])),
        ("check_expense_policy", {"report_id": "R00421", "expense_id": "E5"},
         check("E5", "ok", base + ["meal_per_person_cap"], [
             {"rule": "receipt_required", "detail": "under EUR 25.00: no receipt needed",
              "action": "none"}])),
        ("check_expense_policy", {"report_id": "R00421", "expense_id": "E6"},
         check("E6", "ok", base + ["meal_per_person_cap"], [
             {"rule": "receipt_required", "detail": "under EUR 25.00: no receipt needed",
              "action": "none"}])),
        ("check_expense_policy", {"report_id": "R00421", "expense_id": "E7"},
         check("E7", "ok", base, [])),
    ]  # fmt: skip
    session("expense-policy", "policy-ok-1", task, True, calls)

    task = (
        "Export February's approved Sales-policy reports from Expensify as CSV and add Jordan "
        "Okafor's two mileage expenses (112 km, 86 km)."
    )
    auth = js({"responseMessage": "Authentication error", "responseCode": 407})
    calls = [
        ("expensify_export_reports", {"policy": "Sales", "status": "APPROVED",
                                      "start_date": "2025-02-01", "end_date": "2025-02-28"},
         auth),
        ("expensify_export_reports", {"policy": "Sales", "status": "APPROVED,REIMBURSED",
                                      "start_date": "2025-02-01", "end_date": "2025-02-28"},
         auth),
        ("expensify_get_policy_list", {"admin_only": True}, auth),
        ("expensify_export_reports", {"report_state": "APPROVED", "start_date": "2025-02-01"},
         auth),
        ("expensify_create_expenses", {"employee_email": "j.okafor@acme.io", "transactions": [
            {"created": "2025-02-03", "merchant": "Mileage", "amount": 7840, "currency": "USD",
             "category": "Mileage", "comment": "112 km"}]}, auth),
    ]  # fmt: skip
    session("expensify", "expensify-fail-1", task, False, calls)


# --------------------------------------------------------------------------------------------
# Scientific simulation and numerics
# --------------------------------------------------------------------------------------------


def sh(command: str) -> dict[str, str]:
    return {"command": command}


def _gmx_head(tool: str, cmdline: str) -> str:
    return dedent(f"""
                      :-) GROMACS - gmx {tool}, 2023.3 (-:

Executable:   /apps/gromacs/2023.3-cuda12/bin/gmx
Data prefix:  /apps/gromacs/2023.3-cuda12
Working dir:  /home/akim/lyso
Command line:
  gmx {cmdline}

""")


GMX_FATAL = dedent("""
-------------------------------------------------------
Program:     gmx grompp, version 2023.3
Source file: src/gromacs/gmxpreprocess/grompp.cpp (line {line})

Fatal error:
{what}

For more information and tips for troubleshooting, please check the GROMACS
website at https://manual.gromacs.org/current/user-guide/run-time-errors.html
-------------------------------------------------------
""")


def gromacs() -> None:
    task = (
        "Run the 100 ps NVT then NPT equilibration of the lysozyme system in ~/lyso, fix "
        "whatever stops them, and report mean T, P and density."
    )
    g_nvt = "grompp -f nvt.mdp -c em.gro -r em.gro -p topol.top -o nvt.tpr"
    g_npt = "grompp -f npt.mdp -c nvt.gro -r nvt.gro -t nvt.cpt -p topol.top -o npt.tpr"
    ok_tail = dedent("""
Generating 1-4 interactions: fudge = 0.5
Number of degrees of freedom in T-Coupling group Protein is 4122.15
Number of degrees of freedom in T-Coupling group non-Protein is 64458.85
Estimate for the relative computational load of the PME mesh part: 0.22

This run will generate roughly 7 Mb of output

There was 1 NOTE

GROMACS reminds you: "Computers are like Old Testament gods; lots of rules and no mercy."
(Joseph Campbell)

""")
    nvt_pp = (
        _gmx_head("grompp", g_nvt)
        + dedent("""
Ignoring obsolete mdp entry 'ns_type'

NOTE 1 [file nvt.mdp]:
  nstcomm < nstcalcenergy defeats the purpose of nstcalcenergy, setting
  nstcomm to nstcalcenergy

""")
        + ok_tail
    )

    def mdrun(name: str, core: float, wall: float, nsday: float) -> str:
        return dedent(f"""
Writing final coordinates.

               Core t (s)   Wall t (s)        (%)
       Time:     {core:8.3f}     {wall:8.3f}      800.0
                 (ns/day)    (hour/ns)
Performance:      {nsday:.3f}        {24 / nsday:.3f}

GROMACS reminds you: "Everything's formed from particles" (Van der Graaf Generator)

""")

    def energy(n: int, rows: list[tuple[str, float, float, float, float, str]]) -> str:
        out = [
            f"Statistics over {n} steps [ 0.0000 through 100.0000 ps ], {len(rows)} data sets",
            "All statistics are over 501 points",
            "",
            "Energy                      Average   Err.Est.       RMSD  Tot-Drift",
            "-------------------------------------------------------------------------------",
        ]
        out += [f"{name:<20}{a:>15.6g}{e:>11.2g}{r:>11.6g}{d:>11.6g}  ({u})"
                for name, a, e, r, d, u in rows]  # fmt: skip
        return "\n".join(out) + "\n\n"

    enum_err = (
        _gmx_head("grompp", g_npt)
        + dedent("""
ERROR 1 [file npt.mdp, line 34]:
  Invalid enum 'Parinello-Rahman' for variable pcoupl, using 'No'
  Next time, use one of: 'No' 'Berendsen' 'Parrinello-Rahman' 'Isotropic' 'MTTK'
  'C-rescale'

""")
        + GMX_FATAL.format(line=2602, what="There was 1 error in input file(s)")
    )
    warn_err = (
        _gmx_head("grompp", g_npt)
        + dedent("""
WARNING 1 [file npt.mdp]:
  You are using pressure coupling with absolute position restraints, this
  will give artifacts. Use the refcoord_scaling option.

Generating 1-4 interactions: fudge = 0.5
There was 1 warning

""")
        + GMX_FATAL.format(
            line=2657,
            what="Too many warnings (1).\nIf you are sure all warnings are harmless, use the "
            "-maxwarn option to override.",
        )
    )
    npt_pp = _gmx_head("grompp", g_npt) + ok_tail.replace("There was 1 NOTE\n", "")
    calls: list[Call] = [
        ("bash", sh(f"cd ~/lyso && gmx {g_nvt} 2>&1"), nvt_pp),
        ("bash", sh("cd ~/lyso && gmx mdrun -deffnm nvt -ntmpi 1 -ntomp 8 -nb gpu 2>&1 | "
                    "tail -n 9"), mdrun("nvt", 612.419, 76.553, 112.867)),  # fmt: skip
        ("bash", sh("cd ~/lyso && printf 'Temperature\\n0\\n' | gmx energy -f nvt.edr -o "
                    "temperature.xvg 2>&1 | tail -n 7"),
         energy(50000, [("Temperature", 299.971, 0.19, 2.54361, 0.540512, "K")])),
        ("bash", sh(f"cd ~/lyso && gmx {g_npt} 2>&1 | tail -n 25"), enum_err),
        ("bash", sh("cd ~/lyso && sed -i 's/Parinello-Rahman/Parrinello-Rahman/' npt.mdp && "
                    f"gmx {g_npt} 2>&1 | tail -n 25"), warn_err),
        ("bash", sh("cd ~/lyso && echo 'refcoord_scaling = com' >> npt.mdp && "
                    f"gmx {g_npt} 2>&1 | tail -n 20"), npt_pp),
        ("bash", sh("cd ~/lyso && gmx mdrun -deffnm npt -ntmpi 1 -ntomp 8 -nb gpu 2>&1 | "
                    "tail -n 9"), mdrun("npt", 655.102, 81.887, 105.513)),
        ("bash", sh("cd ~/lyso && printf 'Pressure\\nDensity\\n0\\n' | gmx energy -f npt.edr "
                    "-o press_dens.xvg 2>&1 | tail -n 8"),
         energy(50000, [("Pressure", 1.6843, 0.61, 132.118, -2.17709, "bar"),
                        ("Density", 1019.05, 0.28, 2.9843, 1.40561, "kg/m^3")])),
    ]  # fmt: skip
    session("gromacs", "gromacs-ok-1", task, True, calls)

    task = (
        "My 10 ns lysozyme production run (md.tpr, node gpu07) should be half done. Watch it "
        "and tell me when it passes 5 ns and how T looks."
    )
    frozen = dedent("""
           Step           Time
        1250000     2500.00000

   Energies (kJ/mol)
          Angle    Proper Dih.  Improper Dih.          LJ-14     Coulomb-14
    9.74262e+03    1.25418e+04    6.58613e+02    4.42617e+03    5.63185e+04
        LJ (SR)  Disper. corr.   Coulomb (SR)   Coul. recip.      Potential
    8.30177e+04   -7.07481e+03   -9.41263e+05    3.30018e+03   -7.78332e+05
    Kinetic En.   Total Energy  Conserved En.    Temperature Pres. DC (bar)
    1.42173e+05   -6.36159e+05   -8.01542e+05    3.00187e+02   -2.25416e+02
 Pressure (bar)   Constr. rmsd
    2.67012e+00    2.19736e-06

""")
    listing = dedent("""
-rw-r--r-- 1 akim chem 4.1M Mar 12 09:47 md.cpt
-rw-r--r-- 1 akim chem  51M Mar 12 09:47 md.edr
-rw-r--r-- 1 akim chem 393K Mar 12 09:47 md.log
-rw-r--r-- 1 akim chem 1.8M Mar 12 07:02 md.tpr
-rw-r--r-- 1 akim chem 212M Mar 12 09:47 md.xtc
""")
    tail = sh("tail -n 16 ~/lyso/md.log")
    calls = [
        ("bash", tail, frozen),
        ("bash", tail, frozen),
        ("bash", sh("ls -lh ~/lyso/md.*"), listing),
        ("bash", tail, frozen),
        ("bash", sh("sleep 600; tail -n 16 ~/lyso/md.log"), frozen),
        ("bash", sh("ls -lh ~/lyso/md.*"), listing),
    ]
    session("gromacs", "gromacs-fail-1", task, False, calls)


def lammps() -> None:
    task = (
        "Run the LJ melt (~/lj/in.melt) at T=3.0, 5000 steps on 4 ranks, and report mean "
        "pressure over the last 1000 steps; it lost atoms yesterday."
    )
    head = dedent("""
LAMMPS (2 Aug 2023 - Update 3)
OMP_NUM_THREADS environment is not set. Defaulting to 1 thread. (src/comm.cpp:98)
  using 1 OpenMP thread(s) per MPI task
Lattice spacing in x,y,z = 1.6795962 1.6795962 1.6795962
Created orthogonal box = (0 0 0) to (33.591924 33.591924 33.591924)
  1 by 2 by 2 MPI processor grid
Created 32000 atoms
  using lattice units in orthogonal box = (0 0 0) to (33.591924 33.591924 33.591924)
  create_atoms CPU = 0.002 seconds
Neighbor list info ...
  update: every = 1 steps, delay = 0 steps, check = yes
  max neighbors/atom: 2000, page size: 100000
  master list distance cutoff = 2.8
  ghost atom cutoff = 2.8
  binsize = 1.4, bins = 24 24 24
Setting up Verlet run ...
  Unit style    : lj
  Current step  : 0
  Time step     : {dt}
Per MPI rank memory allocation (min/avg/max) = 3.222 | 3.222 | 3.222 Mbytes
   Step          Temp          E_pair         E_mol          TotEng         Press
""")
    lost = head.format(dt="0.05") + dedent("""
         0   3             -6.7733681      0             -2.2735087     -3.7033504
       100   2.9107781     -4.9522817      0             -0.58624519     12.846122
       200   5.6603719      5.0712033      0              13.561426      121.88004
ERROR: Lost atoms: original 32000 current 31988 (src/thermo.cpp:494)
Last command: run             5000
""")
    steps = [(0, 3, -6.7733681, -2.2735087, -3.7033504)]
    for i in range(1, 11):
        temp = 1.62 + 0.011 * ((i * 7) % 5)
        pair = -4.79 + 0.004 * ((i * 3) % 7)
        steps.append((i * 500, temp, pair, pair + 1.5 * temp, 5.61 + 0.031 * ((i * 5) % 9)))
    table = "".join(
        f"{s:>10}   {t:<14.8g}{p:<15.8g}0             {e:<15.8g}{pr:.8g}\n"
        for s, t, p, e, pr in steps
    )
    done = (
        head.format(dt="0.005")
        + table
        + dedent("""
Loop time of 11.4321 on 4 procs for 5000 steps with 32000 atoms

Performance: 188943.811 tau/day, 437.370 timesteps/s, 13.996 Matom-step/s
99.6% CPU use with 4 MPI tasks x 1 OpenMP threads

Total # of neighbors = 1211438
Ave neighs/atom = 37.857438
Neighbor list builds = 249
Dangerous builds not checked
Total wall time: 0:00:11
""")
    )
    avg = sum(pr for s, _, _, _, pr in steps if s >= 4000) / 3
    calls: list[Call] = [
        ("bash", sh("cd ~/lj && mpirun -np 4 lmp -in in.melt -var T 3.0 2>&1 | tail -n 30"),
         lost),
        ("bash", sh("cd ~/lj && grep -nE '^(timestep|velocity|fix|thermo|run)' in.melt"),
         "9:velocity\tall create ${T} 87287 loop geom\n14:fix\t\t1 all nve\n15:timestep\t0.05\n"
         "17:thermo\t\t500\n18:run\t\t5000\n"),
        ("bash", sh("cd ~/lj && sed -i 's/^timestep.*/timestep\\t0.005/' in.melt && mpirun -np "
                    "4 lmp -in in.melt -var T 3.0 2>&1 | tail -n 40"), done),
        ("bash", sh("cd ~/lj && awk '/^ +Step/{f=1;next} /^Loop/{f=0} f && $1>=4000 "
                    "{s+=$6;n++} END{printf \"%d rows, mean Press = %.5f\\n\", n, s/n}' "
                    "log.lammps"), f"3 rows, mean Press = {avg:.5f}\n"),
    ]  # fmt: skip
    session("lammps", "lammps-ok-1", task, True, calls)


def _orca_freqs(first: float | None, rest: list[float]) -> str:
    """What ``grep -A 23 'VIBRATIONAL FREQUENCIES'`` shows of ORCA 5's output (6 atoms)."""
    lines = ["VIBRATIONAL FREQUENCIES", "-----------------------", "",
             "Scaling factor for frequencies =  1.000000000  (already applied!)", ""]  # fmt: skip
    lines += [f"   {i:>3}:       0.00 cm**-1" for i in range(6)]
    freqs = ([first] if first is not None else []) + rest
    assert len(freqs) == 12
    for i, f in enumerate(freqs, 6):
        mark = " ***imaginary mode***" if f < 0 else ""
        lines.append(f"   {i:>3}:   {f:>8.2f} cm**-1{mark}")
    return "\n".join(lines) + "\n\n"


def orca() -> None:
    task = (
        "Optimise the water dimer (B3LYP-D3BJ/def2-TZVP, ORCA, dimer.inp), make sure it's a "
        "minimum, and give the binding energy vs monomer.out."
    )
    run_tail = dedent("""
                             ****ORCA TERMINATED NORMALLY****
TOTAL RUN TIME: 0 days 0 hours {m} minutes {s} seconds {ms} msec
""")
    conv = dedent("""
                      .--------------------.
          ----------------------|Geometry convergence|-------------------------
          Item                value                   Tolerance       Converged
          ---------------------------------------------------------------------
          Energy change      -0.0000008912            0.0000050000      YES
          RMS gradient        0.0000412208            0.0001000000      YES
          MAX gradient        0.0001573381            0.0003000000      YES
          RMS step            0.0011842519            0.0020000000      YES
          MAX step            0.0040917702            0.0040000000      NO
          ........................................................
          Max(Bonds)      0.0004      Max(Angles)    0.05
          Max(Dihed)        0.23      Max(Improp)    0.00
          ---------------------------------------------------------------------

                    ***********************HURRAY********************
                    ***        THE OPTIMIZATION HAS CONVERGED     ***
                    *************************************************
""")
    rest = [97.66, 154.37, 183.92, 362.05, 618.44, 1641.83, 1661.07, 3727.51, 3807.96,
            3889.20, 3911.43]  # fmt: skip
    tight_rest = [101.34, 131.82, 157.10, 186.45, 364.77, 620.19, 1641.55, 1660.92,
                  3727.03, 3807.41, 3888.95, 3910.87]  # fmt: skip
    calls: list[Call] = [
        ("bash", sh("cd ~/wd && $ORCA dimer.inp > dimer.out; tail -n 3 dimer.out"),
         run_tail.format(m=4, s=31, ms=884)),
        ("bash", sh("cd ~/wd && grep -B2 -A18 'Geometry convergence' dimer.out | tail -n 21"),
         conv),
        ("bash", sh("cd ~/wd && grep 'FINAL SINGLE POINT ENERGY' dimer.out | tail -n 1"),
         "FINAL SINGLE POINT ENERGY      -152.917364819931\n"),
        ("bash", sh("cd ~/wd && grep -A 23 'VIBRATIONAL FREQUENCIES' dimer.out"),
         _orca_freqs(-18.45, rest)),
        ("bash", sh("cd ~/wd && sed 's/! B3LYP D3BJ def2-TZVP Opt Freq/! B3LYP D3BJ def2-TZVP "
                    "TightOpt Freq DefGrid3/' dimer.inp > dimer_tight.inp && $ORCA "
                    "dimer_tight.inp > dimer_tight.out; grep -A 23 'VIBRATIONAL FREQUENCIES' "
                    "dimer_tight.out"), _orca_freqs(None, tight_rest)),
        ("bash", sh("cd ~/wd && grep 'FINAL SINGLE POINT ENERGY' monomer.out dimer_tight.out | "
                    "tail -n 2"),
         "monomer.out:FINAL SINGLE POINT ENERGY       -76.454651093377\n"
         "dimer_tight.out:FINAL SINGLE POINT ENERGY      -152.917420931604\n"),
        ("bash", sh("python3 -c \"print(round((-152.917420931604 - 2*(-76.454651093377)) * "
                    "627.5095, 3))\""), "-5.088\n"),
    ]  # fmt: skip
    session("orca", "orca-ok-1", task, True, calls)

    task = (
        "Run the TS optimisations for the Diels-Alder conformers ts1-ts3.gjf in ~/da with "
        "Gaussian 16 and report each imaginary frequency."
    )

    def ew(name: str, where: str) -> str:
        return dedent(f"""
 Leave Link  502 at Wed Mar 12 11:{where} 2025, MaxMem=  2147483648 cpu:       41.2 elap:  5.3
 (Enter /apps/g16/l701.exe)
 Erroneous write. Write -1 instead of 2097152.
 fd = 4
 orig len = 2097152 left = 2097152
 g_write
==> {name}.log: exit status 1
""")

    calls = [
        ("bash", sh("cd ~/da && g16 ts1.gjf; echo \"==> ts1.log: exit status $?\" | "
                    "cat <(tail -n 6 ts1.log) -"), ew("ts1", "02:17")),
        ("bash", sh("cd ~/da && g16 ts2.gjf; echo \"==> ts2.log: exit status $?\" | "
                    "cat <(tail -n 6 ts2.log) -"), ew("ts2", "04:51")),
        ("bash", sh("cd ~/da && g16 ts3.gjf; echo \"==> ts3.log: exit status $?\" | "
                    "cat <(tail -n 6 ts3.log) -"), ew("ts3", "07:26")),
        ("bash", sh("cd ~/da && sed -i 's/%mem=16GB/%mem=24GB/' ts1.gjf && g16 ts1.gjf; echo "
                    "\"==> ts1.log: exit status $?\" | cat <(tail -n 6 ts1.log) -"),
         ew("ts1", "10:02").replace("2147483648", "3221225472")),
    ]  # fmt: skip
    session("gaussian", "gaussian-fail-1", task, False, calls)


def octave() -> None:
    tool = "octave_eval"
    task = (
        "Fit y = a*exp(b*t) + c to decay.csv in Octave: a, b, c with ~95% confidence intervals "
        "and the RMS residual."
    )
    undefined = dedent("""
error: 't' undefined
error: called from
    @<anonymous> at line 1 column 18
    fminsearch>nmsmax at line 275 column 8
    fminsearch at line 165 column 25
""")
    calls: list[Call] = [
        (tool, {"code": "d = csvread('decay.csv', 1, 0); size(d), d(1:5,:)"},
         "ans =\n\n   40    2\n\nans =\n\n        0   9.8731\n   0.2500   8.1302\n   0.5000   "
         "6.9116\n   0.7500   5.8420\n   1.0000   5.1183\n\n"),
        (tool, {"code": "pkg load optim"},
         "error: package optim is not installed\nerror: called from\n    load_packages at "
         "line 47 column 7\n    pkg at line 640 column 7\n"),
        (tool, {"code": "f = @(p) sum((p(1)*exp(p(2)*t) + p(3) - y).^2); p = fminsearch(f, "
                "[10 -1 1])"}, undefined),
        (tool, {"code": "t = d(:,1); y = d(:,2); p = fminsearch(f, [10 -1 1])"}, undefined),
        (tool, {"code": "f = @(p) sum((p(1)*exp(p(2)*t) + p(3) - y).^2); p = fminsearch(f, "
                "[10 -1 1], optimset('TolX', 1e-10, 'TolFun', 1e-12, 'MaxFunEvals', 5000))"},
         "p =\n\n   8.4127  -1.3046   1.4981\n\n"),
        (tool, {"code": "r = p(1)*exp(p(2)*t) + p(3) - y; rms = sqrt(mean(r.^2))"},
         "rms = 0.041237\n"),
        (tool, {"code": "J = [exp(p(2)*t), p(1)*t.*exp(p(2)*t), ones(size(t))]; s2 = "
                "sum(r.^2)/(numel(t)-3); se = sqrt(diag(s2*inv(J'*J))); ci = [p' - 2.0262*se, "
                "p' + 2.0262*se]"},
         "ci =\n\n   8.3641   8.4613\n  -1.3171  -1.2921\n   1.4801   1.5161\n\n"),
    ]  # fmt: skip
    session("octave", "octave-ok-1", task, True, calls)


def julia() -> None:
    tool = "julia_repl"
    task = (
        "In ~/heat, solve the 1D heat equation with HeatSolver.solve_explicit (200 points, t = "
        "0.1), compare with the exact solution, and check the order."
    )
    calls: list[Call] = [
        (tool, {"code": "using Pkg; Pkg.activate(\"~/heat\"); Pkg.instantiate()"},
         "  Activating project at `~/heat`\nPrecompiling project...\n  \u2713 OffsetArrays\n"
         "  \u2713 HeatSolver\n  2 dependencies successfully precompiled in 7 seconds. 31 "
         "already precompiled.\n"),
        (tool, {"code": "using HeatSolver; u = solve_explicit(200, 0.1)"},
         "ERROR: MethodError: no method matching solve_explicit(::Int64, ::Float64)\n\n"
         "Closest candidates are:\n  solve_explicit(::Int64, ::Float64, !Matched::Float64)\n"
         "   @ HeatSolver ~/heat/src/explicit.jl:12\n\nStacktrace:\n [1] top-level scope\n"
         "   @ REPL[2]:1\n"),
        (tool, {"code": "u = solve_explicit(200, 0.1, 0.5)"},
         "\u250c Warning: dt = 0.5 exceeds the stability limit dx^2/(2\u03b1) = 1.2626e-5; "
         "using dt = 1.2626e-5\n\u2514 @ HeatSolver ~/heat/src/explicit.jl:18\n200-element "
         "Vector{Float64}:\n 0.0\n 0.005859307339014817\n 0.011716590411431513\n "
         "0.017569825072929473\n \u22ee\n 0.011716590411431513\n 0.005859307339014817\n 0.0\n"),
        (tool, {"code": "x = range(0, 1, length=200); ua = exact(x, 0.1); "
                "maximum(abs.(u .- ua))"},
         "ERROR: UndefVarError: `exact` not defined\nStacktrace:\n [1] top-level scope\n"
         "   @ REPL[4]:1\n"),
        (tool, {"code": "ua = @. exp(-pi^2*0.1)*sin(pi*x); maximum(abs.(u .- ua))"},
         "0.00017343205571882\n"),
        (tool, {"code": "[maximum(abs.(solve_explicit(n, 0.1, 0.5) .- (@. exp(-pi^2*0.1)*"
                "sin(pi*range(0, 1, length=n))))) for n in (50, 100, 200, 400)]"},
         "4-element Vector{Float64}:\n 0.0028121950031452\n 0.0006997126618011\n "
         "0.00017343205571882\n 4.3322519734e-5\n"),
        (tool, {"code": "log2.(errs[1:end-1] ./ errs[2:end])"},
         "ERROR: UndefVarError: `errs` not defined\nStacktrace:\n [1] top-level scope\n"
         "   @ REPL[7]:1\n"),
        (tool, {"code": "errs = ans; log2.(errs[1:end-1] ./ errs[2:end])"},
         "ERROR: UndefVarError: `ans` not defined\nStacktrace:\n [1] top-level scope\n"
         "   @ REPL[8]:1\n"),
        (tool, {"code": "errs = [0.0028121950031452, 0.0006997126618011, 0.00017343205571882, "
                "4.3322519734e-5]; log2.(errs[1:end-1] ./ errs[2:end])"},
         "3-element Vector{Float64}:\n 2.0068330291834683\n 2.0124060826271376\n "
         "2.0011604017419305\n"),
    ]  # fmt: skip
    session("julia", "julia-ok-1", task, True, calls)

    task = (
        "Load ~/traj/run7.h5 (40 GB) in Julia, compute the oxygen MSD and fit the diffusion "
        "coefficient."
    )
    dead = ("ERROR: the Julia process is not running (it exited with signal 9, SIGKILL). "
            "Restart the REPL to continue.")  # fmt: skip
    calls = [
        (tool, {"code": "using HDF5, Statistics; f = h5open(\"~/traj/run7.h5\"); "
                "keys(f[\"particles\"])"},
         "3-element Vector{String}:\n \"box\"\n \"position\"\n \"species\"\n"),
        (tool, {"code": "pos = read(f[\"particles/position/value\"]); size(pos)"}, dead),
        (tool, {"code": "size(f[\"particles/position/value\"])"}, dead),
        (tool, {"code": "using HDF5; f = h5open(\"~/traj/run7.h5\"); "
                "dset = f[\"particles/position/value\"]; size(dset)"}, dead),
        (tool, {"code": "1 + 1"}, dead),
    ]  # fmt: skip
    session("julia", "julia-fail-1", task, False, calls)


LMOD_TAIL = dedent("""

If the avail list is too long consider trying:

"module --default avail" or "ml -d av" to just list the default modules.
"module overview" or "ml ov" to display the number of modules for each name.

Use "module spider" to find all possible modules and extensions.
Use "module keyword key1 key2 ..." to search for all possible modules matching any of the "keys".


""")
RULE = "-" * 96


def hpc_modules() -> None:
    task = (
        "Find a CUDA GROMACS 2023 build and ORCA 5.0.4 on the cluster, load them, and tell me "
        "the exact modules for my job script."
    )
    avail = (
        dedent(f"""

{"-" * 36} /apps/modulefiles/chem {"-" * 36}
   gromacs/2021.7    gromacs/2022.5    gromacs/2023.3-cuda12    gromacs/2023.3 (D)

  Where:
   D:  Default Module
""")
        + LMOD_TAIL
    )
    cant = dedent("""
Lmod has detected the following error:  These module(s) or extension(s) exist but cannot be
loaded as requested: "gromacs/2023.3-cuda12"
   Try: "module spider gromacs/2023.3-cuda12" to see how to load the module(s).



""")
    spider_gmx = dedent(f"""

{RULE}
  gromacs: gromacs/2023.3-cuda12
{RULE}

    You will need to load all module(s) on any one of the lines below before the
    "gromacs/2023.3-cuda12" module is available to load.

      gcc/12.2.0  cuda/12.2  openmpi/4.1.5

    Help:
      GROMACS 2023.3 (mixed precision) built with CUDA 12.2 GPU offload.



""")
    version = dedent("""
                         :-) GROMACS - gmx, 2023.3 (-:

Executable:   /apps/gromacs/2023.3-cuda12/bin/gmx
Data prefix:  /apps/gromacs/2023.3-cuda12
Working dir:  /home/akim
Command line:
  gmx --version

GROMACS version:    2023.3
Precision:          mixed
Memory model:       64 bit
MPI library:        thread_mpi
OpenMP support:     enabled (GMX_OPENMP_MAX_THREADS = 128)
GPU support:        CUDA
""")
    spider_orca = dedent(f"""

{RULE}
  orca:
{RULE}
     Versions:
        orca/4.2.1
        orca/5.0.3
        orca/5.0.4
        orca/6.0.0

{RULE}
  For detailed information about a specific "orca" package (including how to load the
  modules) use the module's full name. Note that names that have a trailing (E) are extensions
  provided by other modules.
  For example:

     $ module spider orca/6.0.0
{RULE}



""")
    spider_orca5 = dedent(f"""

{RULE}
  orca: orca/5.0.4
{RULE}

    You will need to load all module(s) on any one of the lines below before the "orca/5.0.4"
    module is available to load.

      gcc/11.3.0  openmpi/4.1.1

    Help:
      ORCA 5.0.4, shared build, linked against OpenMPI 4.1.1.



""")
    reload = dedent("""

The following have been reloaded with a version change:
  1) gcc/12.2.0 => gcc/11.3.0     2) openmpi/4.1.5 => openmpi/4.1.1


Inactive Modules:
  1) gromacs/2023.3-cuda12



""")
    listed = dedent("""

Currently Loaded Modules:
  1) cuda/12.2   2) gcc/11.3.0   3) openmpi/4.1.1   4) orca/5.0.4

Inactive Modules:
  1) gromacs/2023.3-cuda12



""")
    calls: list[Call] = [
        ("bash", sh("module avail gromacs 2>&1"), avail),
        ("bash", sh("module load gromacs/2023.3-cuda12 2>&1"), cant),
        ("bash", sh("module spider gromacs/2023.3-cuda12 2>&1"), spider_gmx),
        ("bash", sh("module load gcc/12.2.0 cuda/12.2 openmpi/4.1.5 gromacs/2023.3-cuda12 2>&1 "
                    "&& gmx --version 2>&1 | head -n 14"), version),
        ("bash", sh("module spider orca 2>&1"), spider_orca),
        ("bash", sh("module spider orca/5.0.4 2>&1"), spider_orca5),
        ("bash", sh("module load gcc/11.3.0 openmpi/4.1.1 orca/5.0.4 2>&1"), reload),
        ("bash", sh("module list 2>&1"), listed),
    ]  # fmt: skip
    session("hpc-modules", "modules-ok-1", task, True, calls)

    task = (
        "Load CP2K 2024.1 on the cluster and run the H2O-64 benchmark in ~/cp2k-bench; tell me "
        "the time per MD step."
    )
    none_found = dedent("""
No module(s) or extension(s) found!
Use "module spider" to find all possible modules and extensions.
Use "module keyword key1 key2 ..." to search for all possible modules matching any of the "keys".


""")

    def unable(name: str) -> str:
        return f'Lmod has detected the following error:  Unable to find: "{name}".\n\n\n\n'

    calls = [
        ("bash", sh("module avail cp2k 2>&1"), none_found),
        ("bash", sh("module spider cp2k 2>&1"), unable("cp2k")),
        ("bash", sh("module avail 2>&1"), none_found),
        ("bash", sh("module spider CP2K/2024.1 2>&1"), unable("CP2K/2024.1")),
        ("bash", sh("module load cp2k/2024.1 2>&1"),
         "Lmod has detected the following error:  The following module(s) are unknown: "
         "\"cp2k/2024.1\"\n\nPlease check the spelling or version number. Also try \"module "
         "spider ...\"\nIt is also possible your cache file is out-of-date; it may help to "
         "try:\n  $ module --ignore_cache load \"cp2k/2024.1\"\n\n\n\n"),
        ("bash", sh("module --ignore_cache avail cp2k 2>&1"), none_found),
    ]  # fmt: skip
    session("hpc-modules", "modules-fail-1", task, False, calls)


# --------------------------------------------------------------------------------------------
# ML operations and data labelling
# --------------------------------------------------------------------------------------------

TICKETS = [
    "The export button has been greyed out since the update, we can't send invoices.",
    "Thanks a lot, the new dashboard is much faster than before!",
    "Billing charged us twice for February. Please refund one of them.",
    "Is there a way to change the language of the PDF reports?",
    "Support answered in 5 minutes and solved it. Great job.",
    "App crashes every time I attach a photo on Android 14.",
    "Not sure if this is a bug but totals look off by a cent sometimes.",
    "We love the product but the price increase is hard to justify.",
    "Login works again after the reset, thanks.",
    "Still waiting for an answer on ticket 4471, third email now.",
    "Can you add SSO with Okta? Our security team requires it.",
    "The mobile app is fine, the web version is slow in the afternoons.",
    "Perfect, exactly what we needed for the audit.",
    "Your CSV import silently drops rows with accents in the name.",
    "OK.",
    "Great tool, terrible onboarding emails.",
    "Why was my account suspended without notice??",
    "Dark mode please!",
    "Everything works as expected after the patch.",
    "The API rate limit is too low for our nightly sync.",
    "Meh. It does the job.",
    "Refund received, thank you for handling it quickly.",
    "Search doesn't find invoices by customer number anymore.",
]
LABELS = ["Negative", "Positive", "Negative", "Neutral", "Positive", "Negative", "Neutral",
          "Neutral", "Positive", "Negative", "Neutral", "Neutral", "Positive", "Negative",
          "Neutral", "Neutral", "Negative", "Neutral", "Positive", "Negative", "Neutral",
          "Positive", "Negative"]  # fmt: skip
OTHER = {6: "Negative", 7: "Negative", 11: "Negative", 14: "Positive", 15: "Positive",
         20: "Negative"}  # fmt: skip


def _ls_task(i: int, base: int) -> dict[str, Any]:
    """A task as ``/api/tasks?fields=task_only`` gives it, with its two annotations."""

    def ann(n: int, user: int, label: str) -> dict[str, Any]:
        return {"id": base * 10 + 2 * i + n, "completed_by": user,
                "result": [{"from_name": "sentiment", "value": {"choices": [label]}}]}  # fmt: skip

    second = OTHER.get(i, LABELS[i % len(LABELS)])
    return {"id": base + i, "data": {"text": TICKETS[i % len(TICKETS)]},
            "annotations": [ann(0, 3, LABELS[i % len(LABELS)]), ann(1, 5, second)]}  # fmt: skip


def label_studio() -> None:
    api = "label_studio_api"
    task = (
        "In Label Studio project 12 (sentiment), list the tasks where the two annotators "
        "disagree: id, text, each annotator's label."
    )
    project = {
        "id": 12, "title": "Support tickets \u2013 sentiment", "description": "Q1 tickets",
        "label_config": "<View><Text name=\"text\" value=\"$text\"/><Choices name=\"sentiment\""
        " toName=\"text\"><Choice value=\"Positive\"/><Choice value=\"Neutral\"/><Choice "
        "value=\"Negative\"/></Choices></View>", "expert_instruction": "",
        "maximum_annotations": 2, "created_at": "2025-02-20T10:11:42.120334Z",
        "task_number": 12, "num_tasks_with_annotations": 12,
        "total_annotations_number": "24", "total_predictions_number": 0,
        "skipped_annotations_number": "0", "useful_annotation_number": 24,
        "ground_truth_number": 0, "is_published": True, "sampling": "Sequential sampling",
    }  # fmt: skip
    tasks = [_ls_task(i, 5000) for i in range(12)]

    def page(rows: list[dict[str, Any]]) -> str:
        return jc({"total_annotations": 24, "total_predictions": 0, "total": 12,
                   "tasks": rows})  # fmt: skip

    users = [
        {"id": 3, "first_name": "Ana", "last_name": "Ruiz", "username": "aruiz",
         "email": "a.ruiz@acme.io", "last_activity": "2025-03-11T16:20:01.114Z",
         "avatar": None, "initials": "ar", "phone": "", "active_organization": 1},
        {"id": 5, "first_name": "Tomasz", "last_name": "Wr\u00f3bel", "username": "twrobel",
         "email": "t.wrobel@acme.io", "last_activity": "2025-03-10T09:02:44.870Z",
         "avatar": None, "initials": "tw", "phone": "", "active_organization": 1},
    ]  # fmt: skip
    q = {"project": 12, "page_size": 6, "fields": "task_only"}
    calls: list[Call] = [
        (api, {"method": "GET", "path": "/api/projects/12"}, jc(project)),
        (api, {"method": "GET", "path": "/api/tasks", "params": q | {"page": 1}},
         page(tasks[:6])),
        (api, {"method": "GET", "path": "/api/tasks", "params": q | {"page": 2}},
         page(tasks[6:])),
        (api, {"method": "GET", "path": "/api/tasks", "params": q | {"page": 3}},
         jc({"id": uid("ls-404"), "status_code": 404, "version": "1.13.1",
             "detail": "Invalid page.", "exc_info": None})),
        (api, {"method": "GET", "path": "/api/users"}, jc(users)),
    ]  # fmt: skip
    session("label-studio", "labelstudio-ok-1", task, True, calls)

    task = (
        "Export all 240 annotated tasks of Label Studio project 31 with annotations for the "
        "training set; page through everything."
    )
    first = jc({"total_annotations": 480, "total_predictions": 0, "total": 240,
                "tasks": [_ls_task(i, 4101) for i in range(4)]})  # fmt: skip
    q = {"project": 31, "page_size": 4, "fields": "task_only"}
    calls = [
        (api, {"method": "GET", "path": "/api/tasks", "params": q | {"page": n}}, first)
        for n in (1, 2, 3)
    ] + [
        (api, {"method": "GET", "path": "/api/tasks",
               "params": {"project": 31, "page": 2, "page_size": 50}}, first),
    ]  # fmt: skip
    session("label-studio", "labelstudio-fail-1", task, False, calls)


def roboflow() -> None:
    api = "roboflow_api"
    task = (
        "Generate version 5 of hard-hats, wait for it, then run model version 4 on the five "
        "photos in photos/ and count people without helmets."
    )
    proj = {"workspace": {"name": "acme-safety", "url": "acme-safety", "members": 4},
            "project": {"id": "acme-safety/hard-hats", "type": "object-detection",
                        "name": "hard-hats", "created": 1733402311.552,
                        "updated": 1741701234.11, "images": 2612, "unannotated": 38,
                        "annotation": "helmets", "public": False,
                        "splits": {"train": 1830, "valid": 521, "test": 261},
                        "classes": {"helmet": 5210, "head": 1133, "person": 4022},
                        "versions": 4},
            "versions": [{"id": f"acme-safety/hard-hats/{v}", "name": "hard-hats",
                          "created": 1733402311.552 + 86400 * 9 * v, "images": n,
                          "model": {"map": m} if m else None}
                         for v, n, m in ((1, 3120, None), (2, 4410, 71.2), (3, 5006, 78.9),
                                         (4, 6190, 84.3))]}  # fmt: skip
    pre = {"auto-orient": True, "resize": {"width": 640, "height": 640, "format": "Stretch to"}}
    aug = {"flip": {"horizontal": True}, "brightness": {"percent": 15}}

    def version(gen: bool, progress: float) -> str:
        v: dict[str, Any] = {"id": "acme-safety/hard-hats/5", "name": "hard-hats",
                             "created": 1741773402.88, "images": 6219 if not gen else 0,
                             "splits": {"train": 5490, "valid": 521, "test": 208},
                             "generating": gen, "progress": progress,
                             "preprocessing": pre, "augmentation": aug, "exports": []}  # fmt: skip
        return jc(
            {
                "workspace": {"name": "acme-safety", "url": "acme-safety"},
                "project": {"id": "acme-safety/hard-hats", "type": "object-detection"},
                "version": v,
            }
        )

    def infer(n: int, w: int, h: int, preds: list[tuple[str, int, int, float]]) -> str:
        return jc({"inference_id": uid(f"inf-{n}"), "time": 0.0412 + n / 1000,
                   "image": {"width": w, "height": h},
                   "predictions": [{"x": x, "y": y, "width": 58 + x % 31, "height": 71 + y % 17,
                                    "confidence": c, "class": cls,
                                    "class_id": ["head", "helmet", "person"].index(cls),
                                    "detection_id": uid(f"det-{n}-{x}")}
                                   for cls, x, y, c in preds]})  # fmt: skip

    photos = [
        ("site-a-0301.jpg", 1920, 1080, [("helmet", 412, 233, 0.93), ("helmet", 871, 250, 0.91),
                                         ("head", 1304, 288, 0.88), ("person", 420, 610, 0.9)]),
        ("site-a-0302.jpg", 1920, 1080, [("helmet", 233, 301, 0.95)]),
        ("site-b-0301.jpg", 4032, 3024, []),
        ("site-b-0302.jpg", 4032, 3024, [("head", 1802, 944, 0.81), ("head", 2410, 990, 0.77),
                                         ("helmet", 3120, 1011, 0.9)]),
        ("site-c-0305.jpg", 1920, 1080, [("helmet", 1500, 402, 0.89)]),
    ]  # fmt: skip
    calls: list[Call] = [
        (api, {"method": "GET", "url": "https://api.roboflow.com/acme-safety/hard-hats"},
         jc(proj)),
        (api, {"method": "POST", "url": "https://api.roboflow.com/acme-safety/hard-hats/"
               "generate", "body": {"preprocessing": pre, "augmentation": aug}},
         jc({"version": "5"})),
        (api, {"method": "GET", "url": "https://api.roboflow.com/acme-safety/hard-hats/5"},
         version(True, 0.12)),
        (api, {"method": "GET", "url": "https://api.roboflow.com/acme-safety/hard-hats/5"},
         version(True, 0.67)),
        (api, {"method": "GET", "url": "https://api.roboflow.com/acme-safety/hard-hats/5"},
         version(False, 1.0)),
    ] + [
        ("roboflow_infer", {"model": "hard-hats/4", "image": f"photos/{name}",
                            "confidence": 40}, infer(i, w, h, preds))
        for i, (name, w, h, preds) in enumerate(photos)
    ]  # fmt: skip
    session("roboflow", "roboflow-ok-1", task, True, calls)

    task = (
        "Run ppe-detect/7 on the six photos in inspections/2025-03-12/ and tell me how many "
        "workers lack a vest in each."
    )
    calls = [
        ("roboflow_infer", {"model": "ppe-detect/7", "image": f"inspections/2025-03-12/"
                            f"IMG_{4410 + i}.HEIC", "confidence": 40},
         jc({"inference_id": uid(f"ppe-{i}"), "time": 0.0213 + i / 10000,
             "image": {"width": 640, "height": 640}, "predictions": []}))
        for i in range(6)
    ]  # fmt: skip
    session("roboflow", "roboflow-fail-1", task, False, calls)


ARN = "arn:aws:sagemaker:eu-west-1:111122223333:"


def _describe_job(status: str, secondary: str, end: bool) -> str:
    name = "churn-xgb-2025-03-12-14-02-55"
    transitions = [
        ("Starting", "2025-03-12 14:03:01.212000+00:00", "Preparing the instances for training"),
        ("Downloading", "2025-03-12 14:05:12.877000+00:00", "Downloading input data"),
        ("Training", "2025-03-12 14:06:40.301000+00:00",
         "Training image download completed. Training in progress."),
        ("Uploading", "2025-03-12 14:12:02.554000+00:00", "Uploading generated training model"),
        ("Completed", "2025-03-12 14:12:31.004000+00:00", "Training job completed"),
    ]  # fmt: skip
    keep = transitions[: [t[0] for t in transitions].index(secondary) + 1]
    d: dict[str, Any] = {
        "TrainingJobName": name, "TrainingJobArn": ARN + "training-job/" + name,
        "TrainingJobStatus": status, "SecondaryStatus": secondary,
        "HyperParameters": {"eta": "0.1", "max_depth": "6", "num_round": "300",
                            "objective": "binary:logistic", "eval_metric": "auc",
                            "subsample": "0.8"},
        "ResourceConfig": {"InstanceType": "ml.m5.2xlarge", "InstanceCount": 1,
                           "VolumeSizeInGB": 30},
        "CreationTime": "2025-03-12 14:02:56.118000+00:00",
        "SecondaryStatusTransitions": [
            {"Status": s, "StartTime": t, "StatusMessage": m} for s, t, m in keep
        ],
    }  # fmt: skip
    if end:
        d["ModelArtifacts"] = {
            "S3ModelArtifacts": f"s3://acme-ml/churn/models/{name}/output/model.tar.gz"
        }
        d["FinalMetricDataList"] = [
            {"MetricName": "train:auc", "Value": 0.9312, "Timestamp": "2025-03-12 14:11:58+00:00"},
            {
                "MetricName": "validation:auc",
                "Value": 0.8841,
                "Timestamp": "2025-03-12 14:11:58+00:00",
            },
        ]
        d["TrainingTimeInSeconds"] = 331
        d["BillableTimeInSeconds"] = 331
    return js(d)


def sagemaker() -> None:
    task = (
        "Train the churn XGBoost on s3://acme-ml/churn/2025-03/ with last month's settings, "
        "deploy endpoint churn-2025-03, score test.csv's 3 rows."
    )
    job = "churn-xgb-2025-03-12-14-02-55"

    def endpoint(status: str, n: int) -> str:
        d = {
            "EndpointName": "churn-2025-03",
            "EndpointArn": ARN + "endpoint/churn-2025-03",
            "EndpointConfigName": "churn-2025-03-cfg",
            "EndpointStatus": status,
            "CreationTime": "2025-03-12 14:14:09.442000+00:00",
            "LastModifiedTime": f"2025-03-12 14:{14 + 3 * n:02d}:1{n}.020000+00:00",
        }
        if status == "InService":
            d["ProductionVariants"] = [
                {
                    "VariantName": "AllTraffic",
                    "DeployedImages": [
                        {
                            "SpecifiedImage": "141502667606.dkr.ecr.eu-west-1.amazonaws.com/"
                            "sagemaker-xgboost:1.7-1",
                            "ResolutionTime": "2025-03-12 14:14:11+00:00",
                        }
                    ],
                    "CurrentWeight": 1.0,
                    "DesiredWeight": 1.0,
                    "CurrentInstanceCount": 1,
                    "DesiredInstanceCount": 1,
                }
            ]
        return js(d)  # fmt: skip

    rows = ["42,1,0,79.85,3320.75,24,1,0,1", "3,0,1,99.65,298.10,1,0,1,0",
            "17,1,1,64.20,1090.40,12,0,0,1"]  # fmt: skip
    calls: list[Call] = [
        ("sagemaker_create_training_job", {"TrainingJobName": job, "InstanceType":
                                           "ml.m5.2xlarge", "S3Input":
                                           "s3://acme-ml/churn/2025-03/",
                                           "CopyHyperParametersFrom":
                                           "churn-xgb-2025-02-11-09-40-12"},
         js({"TrainingJobArn": ARN + "training-job/" + job})),
        ("sagemaker_describe_training_job", {"TrainingJobName": job},
         _describe_job("InProgress", "Starting", False)),
        ("sagemaker_describe_training_job", {"TrainingJobName": job},
         _describe_job("InProgress", "Training", False)),
        ("sagemaker_describe_training_job", {"TrainingJobName": job},
         _describe_job("Completed", "Completed", True)),
        ("sagemaker_create_model", {"ModelName": "churn-xgb-2025-03", "ModelDataUrl":
                                    f"s3://acme-ml/churn/models/{job}/output/model.tar.gz"},
         js({"ModelArn": ARN + "model/churn-xgb-2025-03"})),
        ("sagemaker_create_endpoint_config", {"EndpointConfigName": "churn-2025-03-cfg",
                                              "ModelName": "churn-xgb-2025-03",
                                              "InstanceType": "ml.m5.large"},
         js({"EndpointConfigArn": ARN + "endpoint-config/churn-2025-03-cfg"})),
        ("sagemaker_create_endpoint", {"EndpointName": "churn-2025-03",
                                       "EndpointConfigName": "churn-2025-03-cfg"},
         js({"EndpointArn": ARN + "endpoint/churn-2025-03"})),
        ("sagemaker_describe_endpoint", {"EndpointName": "churn-2025-03"},
         endpoint("Creating", 0)),
        ("sagemaker_describe_endpoint", {"EndpointName": "churn-2025-03"},
         endpoint("InService", 2)),
    ] + [
        ("sagemaker_invoke_endpoint", {"EndpointName": "churn-2025-03", "ContentType":
                                       "text/csv", "Body": r}, score)
        for r, score in zip(rows, ("0.07310562580823898", "0.8124378323554993",
                                   "0.44101235270500183"), strict=True)
    ]  # fmt: skip
    session("sagemaker", "sagemaker-ok-1", task, True, calls)

    task = (
        "Why did last night's fraud training job (fraud-lgbm-2025-03-11-...) fail? Show the "
        "failure reason and last status messages."
    )

    empty = js({"TrainingJobSummaries": []})

    calls = [
        ("sagemaker_list_training_jobs", {"NameContains": "fraud-lgbm-2025-03-11"}, empty),
        ("sagemaker_list_training_jobs", {"NameContains": "fraud-lgbm",
                                          "SortBy": "CreationTime"}, empty),
        ("sagemaker_describe_training_job", {"TrainingJobName":
                                             "fraud-lgbm-2025-03-11-23-00-04"},
         "An error occurred (ValidationException) when calling the DescribeTrainingJob "
         "operation: Requested resource not found."),
        ("sagemaker_list_training_jobs", {"StatusEquals": "Failed", "CreationTimeAfter":
                                          "2025-03-11T00:00:00Z"}, empty),
        ("sagemaker_list_training_jobs", {"NameContains": "fraud", "MaxResults": 100},
         empty),
    ]  # fmt: skip
    session("sagemaker", "sagemaker-fail-1", task, False, calls)


def vertex() -> None:
    name = "projects/123456789012/locations/europe-west4/pipelineJobs/"
    task = (
        "The 'features-nightly' Vertex pipeline failed last night. Find the failed component "
        "and why, rerun with the fixed table, wait for success."
    )
    old = "features-nightly-20250312010003"
    new = "features-nightly-20250312093511"

    def task_detail(tname: str, state: str, error: dict[str, Any] | None = None) -> dict:
        d: dict[str, Any] = {"taskId": str(int(hexid(tname, 15), 16)), "taskName": tname,
                             "state": state, "createTime": "2025-03-12T01:00:41.118Z"}  # fmt: skip
        if error:
            d["error"] = error
        return d

    def job(
        jid: str,
        state: str,
        tasks: list[dict[str, Any]],
        params: str,
        error: dict[str, Any] | None = None,
    ) -> str:
        d: dict[str, Any] = {
            "name": name + jid, "displayName": "features-nightly",
            "createTime": "2025-03-12T01:00:03.512Z", "state": state,
            "runtimeConfig": {"parameterValues": {"events_table": params,
                                                  "run_date": "2025-03-11"}},
            "jobDetail": {"taskDetails": tasks},
        }  # fmt: skip
        if error:
            d["error"] = error
        return js(d)

    bad = "acme-ml.raw.events_20250311"
    good = "acme-ml.raw_eu.events_20250311"
    replica = {"code": 9, "message": "The replica workerpool0-0 exited with a non-zero status "
               "of 1. Termination reason: Error. To find out more about why your job exited "
               "please check the logs: https://console.cloud.google.com/logs/viewer?project="
               "123456789012&resource=ml_job%2Fjob_id%2F3318842907712645120"}  # fmt: skip
    dag = {"code": 9, "message": "The DAG failed because some tasks failed. The failed tasks "
           "are: [export-features].; Job (project_id = acme-ml, job_id = 8841137712346275840) "
           "is failed due to the above error.; Failed to handle the job: {project_number = "
           "123456789012, job_id = 8841137712346275840}"}  # fmt: skip
    logs = dedent("""
2025-03-12T01:07:12.401Z INFO  export-features: reading acme-ml.raw.events_20250311
2025-03-12T01:07:13.902Z ERROR Traceback (most recent call last):
  File "/app/export.py", line 88, in main
    df = client.query(sql).to_dataframe()
google.api_core.exceptions.NotFound: 404 Not found: Table acme-ml:raw.events_20250311 was not
found in location europe-west4; reason: notFound, message: Not found: Table
acme-ml:raw.events_20250311 was not found in location europe-west4
2025-03-12T01:07:14.017Z ERROR export-features exited with status 1
""")
    get = "vertex_get_pipeline_job"
    steps = ["read-events", "export-features", "train-stats", "publish"]
    calls: list[Call] = [
        (get, {"name": name + old},
         job(old, "PIPELINE_STATE_FAILED",
             [task_detail("features-nightly", "FAILED", dag),
              task_detail("read-events", "SUCCEEDED"),
              task_detail("export-features", "FAILED", replica),
              task_detail("train-stats", "NOT_TRIGGERED"),
              task_detail("publish", "NOT_TRIGGERED")], bad, dag)),
        ("read_component_logs", {"pipeline_job": name + old, "task": "export-features",
                                 "severity": "INFO", "limit": 6}, logs),
        ("vertex_create_pipeline_job", {"template": "features-nightly/v12", "parameters":
                                        {"events_table": good, "run_date": "2025-03-11"},
                                        "enable_caching": True, "job_id": new},
         job(new, "PIPELINE_STATE_PENDING", [], good)),
        (get, {"name": name + new},
         job(new, "PIPELINE_STATE_RUNNING",
             [task_detail("features-nightly", "RUNNING"), task_detail(steps[0], "SKIPPED"),
              task_detail(steps[1], "SUCCEEDED"), task_detail(steps[2], "RUNNING")], good)),
        (get, {"name": name + new},
         job(new, "PIPELINE_STATE_SUCCEEDED",
             [task_detail("features-nightly", "SUCCEEDED"), task_detail(steps[0], "SKIPPED")]
             + [task_detail(s, "SUCCEEDED") for s in steps[1:]], good)),
    ]  # fmt: skip
    session("vertex-pipelines", "vertex-ok-1", task, True, calls)


def kubeflow() -> None:
    api = "kfp_api"
    task = "Which of yesterday's Kubeflow runs in experiment 'ranker-v3' failed, and at which step?"
    envoy = (
        "upstream connect error or disconnect/reset before headers. reset reason: "
        "connection failure, transport failure reason: delayed connect error: 111"
    )
    reqs = [
        {"method": "GET", "path": "/apis/v2beta1/experiments",
         "params": {"filter": "{\"predicates\":[{\"key\":\"display_name\",\"operation\":"
                    "\"EQUALS\",\"string_value\":\"ranker-v3\"}]}"}},
        {"method": "GET", "path": "/apis/v2beta1/experiments", "params": {"page_size": 50}},
        {"method": "GET", "path": "/apis/v2beta1/runs", "params": {"page_size": 20,
                                                                   "sort_by": "created_at desc"}},
        {"method": "GET", "path": "/apis/v2beta1/runs/7c1e4a52-90d3-4c4f-b3f2-8a6d1e0c9b77"},
    ]  # fmt: skip
    session("kubeflow", "kubeflow-fail-1", task, False, [(api, r, envoy) for r in reqs])


def model_registry() -> None:
    api = "model_registry_api"
    task = (
        "Compare the three latest 'ranker' versions on NDCG@10, say which is in production, and"
        " archive all versions older than the one before it."
    )
    base = "/api/model_registry/v1alpha3"

    def version(vid: int, name: str, ndcg: float, stage: str, state: str = "LIVE") -> dict:
        return {"id": str(vid), "name": name, "registeredModelId": "1", "state": state,
                "author": "mlops-bot", "description": f"ranker {name}",
                "createTimeSinceEpoch": str(1733000000000 + vid * 604800000),
                "lastUpdateTimeSinceEpoch": str(1733000000000 + vid * 604800000 + 3600000),
                "customProperties": {
                    "ndcg_at_10": {"double_value": ndcg, "metadataType": "MetadataDoubleValue"},
                    "stage": {"string_value": stage,
                              "metadataType": "MetadataStringValue"}}}  # fmt: skip

    vs = [version(7, "v3.4", 0.4412, "staging"), version(6, "v3.3", 0.4387, "production"),
          version(5, "v3.2", 0.4310, "previous"), version(4, "v3.1", 0.4297, "none"),
          version(3, "v3.0", 0.4188, "none"), version(2, "v2.9", 0.4011, "none")]  # fmt: skip
    model = {"id": "1", "name": "ranker", "description": "search result ranker (LightGBM)",
             "owner": "search-ml", "state": "LIVE",
             "createTimeSinceEpoch": "1726000000000",
             "lastUpdateTimeSinceEpoch": "1741770000000", "customProperties": {}}  # fmt: skip
    arts = {"items": [{"id": "12", "name": "ranker-v3.3-onnx", "artifactType": "model-artifact",
                       "uri": "s3://acme-models/ranker/v3.3/model.onnx",
                       "modelFormatName": "onnx", "modelFormatVersion": "1",
                       "state": "LIVE", "storageKey": "aws-models"}],
            "nextPageToken": "", "pageSize": 10, "size": 1}  # fmt: skip
    token = "eyJpZCI6NSwib3JkZXIiOiJDUkVBVEVfVElNRSJ9"
    q = {"orderBy": "CREATE_TIME", "sortOrder": "DESC", "pageSize": 3}
    calls: list[Call] = [
        (api, {"method": "GET", "path": f"{base}/registered_model", "params":
               {"name": "ranker"}}, jc(model)),
        (api, {"method": "GET", "path": f"{base}/registered_models/1/versions", "params": q},
         jc({"items": vs[:3], "nextPageToken": token, "pageSize": 3, "size": 3})),
        (api, {"method": "GET", "path": f"{base}/model_versions/6/artifacts"}, jc(arts)),
        (api, {"method": "GET", "path": f"{base}/registered_models/1/versions",
               "params": q | {"nextPageToken": token}},
         jc({"items": vs[3:], "nextPageToken": "", "pageSize": 3, "size": 3})),
    ] + [
        (api, {"method": "PATCH", "path": f"{base}/model_versions/{v['id']}",
               "body": {"state": "ARCHIVED"}},
         jc(v | {"state": "ARCHIVED", "lastUpdateTimeSinceEpoch": "1741784412000"}))
        for v in vs[3:]
    ]  # fmt: skip
    session("model-registry", "registry-ok-1", task, True, calls)


IMPROVE = [
    "Faster shipping to Norway", "The app logs me out every day", "More colours for the XL "
    "size", "Customer service took a week to answer", "Cheaper delivery for small orders",
    "Let me save my card", "Nothing, all good!", "Returns label should be in the box",
    "The size guide is wrong for the boots", "Dark mode in the app", "Invoices in English "
    "please, not only Norwegian", "Delivery slots in the evening",
]  # fmt: skip


def surveys() -> None:
    sm = "surveymonkey_get"
    task = (
        "Pull every answer to 'What should we improve?' from SurveyMonkey survey 512830991 and "
        "write data/q1_improve_labelled.csv with our five categories."
    )
    details = {"id": "512830991", "title": "Q1 2025 customer survey", "response_count": 9,
               "page_count": 1, "question_count": 3, "language": "en",
               "pages": [{"id": "39188473", "position": 1, "questions": [
                   {"id": "152739811", "family": "matrix", "subtype": "rating",
                    "headings": [{"heading": "How likely are you to recommend us?"}]},
                   {"id": "152739812", "family": "single_choice", "subtype": "vertical",
                    "headings": [{"heading": "How often do you order?"}], "answers": {
                        "choices": [{"id": "1179982210", "text": "Monthly"},
                                    {"id": "1179982211", "text": "A few times a year"}]}},
                   {"id": "152739815", "family": "open_ended", "subtype": "essay",
                    "headings": [{"heading": "What should we improve?"}]}]}]}  # fmt: skip

    def resp(i: int) -> dict[str, Any]:
        rid = str(114523887401 + 37 * i)
        return {"id": rid, "response_status": "completed",
                "date_created": f"2025-03-0{1 + i % 9}T09:1{i % 10}:30+00:00",
                "pages": [{"id": "39188473", "questions": [
                    {"id": "152739811", "answers": [{"choice_id": "1179982" + str(200 + i % 5),
                                                     "row_id": "1179982199"}]},
                    {"id": "152739812", "answers": [{"choice_id": "117998221" + str(i % 2)}]},
                    {"id": "152739815", "answers": [{"text": IMPROVE[i]}]}]}]}  # fmt: skip

    link = "https://api.surveymonkey.com/v3/surveys/512830991/responses/bulk?per_page=5&page="

    def page(n: int) -> str:
        links = {"self": link + str(n)}
        if n < 2:
            links["next"] = link + str(n + 1)
        if n > 1:
            links["prev"] = link + str(n - 1)
        links["last"] = link + "2"
        return jc({"data": [resp(i) for i in range(5 * (n - 1), min(9, 5 * n))],
                   "per_page": 5, "page": n, "total": 9, "links": links})  # fmt: skip

    path = "/v3/surveys/512830991/responses/bulk"
    calls: list[Call] = [
        (sm, {"path": "/v3/surveys/512830991/details"}, jc(details)),
        (sm, {"path": path, "params": {"per_page": 5, "page": 1}}, page(1)),
        (sm, {"path": path, "params": {"per_page": 5, "page": 2}}, page(2)),
        ("write_file", {"path": "data/q1_improve_labelled.csv", "content":
                        "response_id,text,category\n114523887401,Faster shipping to Norway,"
                        "delivery\n..."}, "Wrote 10 lines (742 bytes) to "
         "data/q1_improve_labelled.csv"),
    ]  # fmt: skip
    session("surveys", "surveys-ok-1", task, True, calls)

    tf = "typeform_get"
    task = (
        "Get the beta sign-up Typeform (Xk4r9T) responses since 1 March with role and team "
        "size; flag companies over 200 people."
    )
    roles = [
        "Data scientist",
        "ML engineer",
        "CTO",
        "Analyst",
        "Researcher",
        "Head of data",
        "Student",
    ]
    sizes = [240, 12, 35, 1800, 60, 410, 1]

    def item(i: int) -> dict[str, Any]:
        tok = hexid(f"tf-{i}", 32)
        return {"landing_id": tok, "token": tok, "response_id": tok,
                "landed_at": f"2025-03-{2 + i:02d}T10:0{i}:12Z",
                "submitted_at": f"2025-03-{2 + i:02d}T10:0{i + 1}:47Z",
                "metadata": {"platform": "other", "browser": "default"},
                "hidden": {}, "calculated": {"score": 0},
                "answers": [
                    {"field": {"id": "a1B2c3D4", "ref": "role", "type": "multiple_choice"},
                     "type": "choice", "choice": {"id": hexid(roles[i], 12),
                                                  "ref": hexid(roles[i], 8),
                                                  "label": roles[i]}},
                    {"field": {"id": "e5F6g7H8", "ref": "team_size", "type": "number"},
                     "type": "number", "number": sizes[i]}]}  # fmt: skip

    items = [item(i) for i in range(7)]
    items.reverse()  # newest first, as Typeform returns them
    q = {"since": "2025-03-01T00:00:00Z", "page_size": 3}
    calls = [
        (tf, {"path": "/forms/Xk4r9T/responses", "params": q},
         jc({"total_items": 7, "page_count": 3, "items": items[:3]})),
        (tf, {"path": "/forms/Xk4r9T/responses", "params": q | {"before": items[2]["token"]}},
         jc({"total_items": 7, "page_count": 3, "items": items[3:6]})),
        (tf, {"path": "/forms/Xk4r9T/responses", "params": q | {"before": items[5]["token"]}},
         jc({"total_items": 7, "page_count": 3, "items": items[6:]})),
        (tf, {"path": "/forms/Xk4r9T/responses", "params": q | {"before": items[6]["token"]}},
         jc({"total_items": 7, "page_count": 3, "items": []})),
    ]  # fmt: skip
    session("surveys", "surveys-ok-2", task, True, calls)

    qx = "qualtrics_request"
    task = (
        "Export Qualtrics survey SV_3kPq8xW responses as CSV into data/onboarding/; how many "
        "responses, and what completion rate?"
    )
    pid = "ES_0Ot1xP9aKz7b2lN"
    exp = "/API/v3/surveys/SV_3kPq8xW/export-responses"

    def progress(pct: float, status: str, n: int, file_id: str | None = None) -> str:
        result: dict[str, Any] = {"progressId": pid, "percentComplete": pct, "status": status}
        if file_id:
            result = {"fileId": file_id, "percentComplete": pct, "status": status}
        return jc({"result": result, "meta": {"requestId": uid(f"qx-{n}"),
                                              "httpStatus": "200 - OK"}})  # fmt: skip

    fid = "3a8e1d74-2b6c-4f0e-9d51-7c3a0b9e8f21-def"
    calls = [
        (qx, {"method": "POST", "path": exp, "body": {"format": "csv", "compress": True}},
         progress(0.0, "inProgress", 1)),
        (qx, {"method": "GET", "path": f"{exp}/{pid}"}, progress(41.0, "inProgress", 2)),
        (qx, {"method": "GET", "path": f"{exp}/{pid}"}, progress(100.0, "complete", 3, fid)),
        (qx, {"method": "GET", "path": f"{exp}/{fid}/file", "save_to":
              "data/onboarding/SV_3kPq8xW.zip"},
         "Saved 48213 bytes (application/zip) to data/onboarding/SV_3kPq8xW.zip"),
        ("bash", sh("cd data/onboarding && unzip -o SV_3kPq8xW.zip"),
         "Archive:  SV_3kPq8xW.zip\n  inflating: Onboarding survey 2025.csv  \n"),
        ("bash", sh("cd data/onboarding && python3 - <<'EOF'\nimport csv\nrows = list(csv."
                    "DictReader(open('Onboarding survey 2025.csv', encoding='utf-8-sig')))[2:]"
                    "\nfin = sum(r['Finished'] == '1' for r in rows)\nprint(f'responses: "
                    "{len(rows)}\\nfinished: {fin} ({fin / len(rows):.1%})')\nEOF"),
         "responses: 638\nfinished: 571 (89.5%)\n"),
    ]  # fmt: skip
    session("surveys", "surveys-ok-3", task, True, calls)

    task = (
        "Export the Qualtrics NPS survey SV_9vLm2Qa responses and give me the NPS by region for"
        " February."
    )
    pid = "ES_8hWq2rTn4mLx0Zc"
    exp = "/API/v3/surveys/SV_9vLm2Qa/export-responses"
    calls = [
        (qx, {"method": "POST", "path": exp, "body": {"format": "csv", "startDate":
                                                      "2025-02-01T00:00:00Z", "endDate":
                                                      "2025-03-01T00:00:00Z"}},
         progress(0.0, "inProgress", 11)),
    ] + [
        (qx, {"method": "GET", "path": f"{exp}/{pid}"}, progress(0.0, "inProgress", 12 + n))
        for n in range(6)
    ]  # fmt: skip
    session("surveys", "surveys-fail-1", task, False, calls)


# --------------------------------------------------------------------------------------------

FAMILIES = (
    powershell, wmi, intune, gpo, asterisk, freeswitch, sip, meraki, unifi, pfsense, opnsense,
    alpaca, ibkr, options, ramp, brex, expenses, gromacs, lammps, orca, octave, julia,
    hpc_modules, label_studio, roboflow, sagemaker, vertex, kubeflow, model_registry, surveys,
)  # fmt: skip


def rows() -> list[dict[str, Any]]:
    """Every row of the fixture, in order."""
    SESSIONS.clear()
    for build in FAMILIES:
        build()
    out = []
    for family, run_id, task, ok, calls in SESSIONS:
        for tool, args, result in calls:
            assert isinstance(result, str)
            out.append({"source": f"heldout18/{family}", "run_id": run_id, "task": task,
                        "tool": tool, "args": args, "result": result,
                        "outcome": {"success": ok}})  # fmt: skip
    return out


def main(out: Path = OUT) -> None:
    text = "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in rows())
    out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
