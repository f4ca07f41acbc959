"""Build ``tests/data/tool_heldout20.jsonl``: the twentieth held-out fixture of agent sessions.

Run ``python tests/data/tool_heldout20_build.py [OUT]`` (default: the fixture beside this
script). The build is deterministic: every id, hash and timestamp is derived from fixed seeds.

56 hand-written sessions in the real-runs format (one row per tool call: ``source``,
``run_id``, ``task``, ``tool``, ``args``, ``result``, ``outcome``) on tool kinds the earlier
fixtures did not cover: mainframe and legacy systems, identity providers and access, mail
infrastructure, construction and real estate operations, and blockchains. 36 succeed (many
calls, each useful: paging, polling, reading many spool files or records, compiling again
after errors that change, "not found" and "0 results" the user asked for, terse receipts of
actions); 20 fail (a source failed silently and the agent kept calling). It was written
without reading the detectors, the shape readers, the gate's tool counting or the earlier
fixtures.

Where each family's format comes from, and how sure the format is:

* ``jes2`` — z/OSMF REST jobs interface (``GET /zosmf/restjobs/jobs``, ``…/files``,
  ``…/files/{id}/records``) as a function tool hands it over: the job objects' JSON (the
  ``url``, ``files-url`` and ``job-correlator`` fields dropped by the wrapper, the spool
  files' list cut to step, ddname, id and record count), the z/OSMF error object
  (``rc``/``reason``/``category``/``message``) and the raw spool text of JESMSGLG, JESJCL and
  JESYSMSG (``$HASP373``/``$HASP395``, ``IEF403I``/``IEF404I``, ``IEF450I``, ``IEF212I``,
  ``CSV003I``, ``IDC3012I``, LE's ``CEE3207S``). From z/OSMF's documentation and the
  documented message texts; sure of the message ids and the JSON fields, fairly sure of
  the column layout of the step-statistics lines (they vary with each site's IEFACTRT exit).
* ``cobol`` — Zowe CLI's human-readable output (``zowe zos-files upload file-to-data-set``,
  ``zowe zos-jobs submit data-set --wait-for-output``, ``zowe zos-jobs view
  spool-file-by-id``) with an Enterprise COBOL 6.4 listing's message section
  (``IGYPS2121-S``, ``IGYPA3013-E`` …, the ``Messages Total …`` table, ``End of compilation``).
  Sure of the IGY message ids and wording style, fairly sure of Zowe's field alignment.
* ``cics`` — the CICS management client interface (CMCI REST, ``/CICSSystemManagement/…``)
  XML ``<response>`` with ``<resultsummary api_response1="1024" api_response1_alt="OK" …>``
  (1027 ``NODATA``, 1038 ``TABLEERROR`` with ``<feedback>``). Sure of the envelope and the
  response codes, fairly sure of the attribute names on the resource records.
* ``ibmi`` — Db2 for i queries over the ``QSYS2`` services (``MESSAGE_QUEUE_INFO``,
  ``ACTIVE_JOB_INFO``, ``HISTORY_LOG_INFO``) printed by QSH's ``db2`` utility (headers, a dash
  rule, ``  n RECORD(S) SELECTED.``), CL completion messages (``CPC7303``) and JTOpen's
  connection error text; a CL command that completes silently (``SNDRPY``) answers ``""``.
  Sure of the message ids and the services' columns, fairly sure of the utility's spacing.
* ``tn3270`` — s3270's scripting replies: ``data:`` lines of ``Ascii()`` (trailing blanks
  trimmed by the wrapper), the twelve-field status line and ``ok``; the screens are an
  in-house CICS policy inquiry (BMS maps) and a VTAM USS logon screen. Sure of the s3270
  protocol, the screens are invented in the style of real ones.
* ``keycloak`` — Keycloak Admin REST API JSON (``UserRepresentation``,
  ``UserSessionRepresentation``, ``RoleRepresentation``, ``EventRepresentation``,
  ``/attack-detection/brute-force/users/{id}``; the users without their ``access`` block);
  the 204 No Content of actions reaches the model as an empty string; the expired admin
  token's ``{"error":"HTTP 401 Unauthorized"}``. Sure of the representations, fairly sure of
  the 401 body (older releases send an empty one).
* ``auth0`` — Auth0 Management API v2 (``/api/v2/users``, ``/logs`` with event types ``fp``,
  ``limit_wc``, ``s``; ``/user-blocks``; ``/roles/{id}/users`` with ``include_totals``;
  the 429 body), handed over as ``json.dumps`` of the parsed body; the 204s of actions as
  ``""``. Sure.
* ``iam`` — boto3's IAM ``simulate_principal_policy`` / ``simulate_custom_policy`` /
  ``list_attached_role_policies`` / ``get_policy_version`` responses as ``json.dumps`` of the
  dict (``ResponseMetadata`` dropped), botocore's ``ClientError`` text for errors. Sure.
* ``scim`` — SCIM 2.0 (RFC 7644) ``ListResponse`` and ``User`` resources (an IdP's SCIM
  endpoint, Enterprise User extension; no ``externalId``, ``meta`` without ``created``).
  Sure.
* ``access`` — SailPoint Identity Security Cloud v3 access requests (``/v3/requestable-objects``,
  ``POST /v3/access-requests``, ``/v3/access-request-status``; the status items without
  their null fields). Fairly sure of the fields.
* ``postfix`` — ``mailq`` (``postqueue -p``) text, ``/var/log/mail.log`` lines (``smtp``,
  ``smtpd``'s ``NOQUEUE: reject``, ``qmgr``), ``postcat -hq``, ``postconf``, ``postqueue -f``
  (silent), and the fatal messages of a stopped Postfix (``Queue report unavailable - mail
  system is down``, ``Cannot flush mail queue - mail system is down``, postfix-script's
  ``the Postfix mail system is not running``). Sure.
* ``mail-events`` — SendGrid's Email Activity API (``/v3/messages``, ``/v3/messages/{id}``)
  and Mailgun's Events API (``items`` / ``paging``, ``delivery-status``) and bounce
  suppression delete (Mailgun's events without ``flags``). Sure of Mailgun, fairly sure of
  SendGrid's message-detail fields.
* ``dmarc`` — RFC 7489 aggregate report XML (``<feedback>``, ``<report_metadata>``,
  ``<policy_published>``, ``<record>``), listed from a ``rua`` mailbox by an in-house tool.
  Sure.
* ``mail-dns`` — ``checkdmarc``'s JSON (``mx``/``spf``/``dmarc`` blocks), ``opendkim-testkey
  -vvv`` text, Route 53's ``ChangeInfo``. Sure of ``opendkim-testkey`` and Route 53, fairly
  sure of ``checkdmarc``'s keys (they move between its releases).
* ``procore`` — Procore REST v1.0 RFIs and submittals JSON. Fairly sure (fields abridged to
  id, number, subject, status, due date, ball in court, spec section, location and schedule
  impact; people as id and name).
* ``acc`` — Autodesk Construction Cloud Issues API v1 (``pagination`` / ``results``) and RFIs
  v2 ``search:rfis``; the APS token error object (``developerMessage`` / ``moreInfo`` /
  ``errorCode``). Fairly sure of the issues fields, not sure of the exact ``AUTH-`` code.
* ``permits`` — Accela Civic Platform v4 (``/v4/records``, ``/v4/records/{id}/inspections``),
  ``{"status":200,"result":[…],"page":{…}}``. Fairly sure.
* ``mls`` — RESO Web API (OData v4): ``@odata.context``, ``value``, ``@odata.nextLink``, the
  Data Dictionary's ``Property``, ``Media``, ``OpenHouse``, ``HistoryTransactional`` and
  ``Member`` fields, most queries with a ``$select``. Sure of the Data Dictionary names.
* ``etherscan`` — Etherscan API (``status`` / ``message`` / ``result``; ``No transactions
  found``; ``Max rate limit reached, please use API Key for higher rate limit``). Sure.
* ``eth-rpc`` — Ethereum JSON-RPC 2.0 (``eth_sendRawTransaction``,
  ``eth_getTransactionReceipt`` with ``"result":null`` while pending, ``eth_call``,
  ``eth_blockNumber``, ``eth_getLogs``, revert errors with ``code`` 3). Sure.
* ``solana`` — Solana JSON-RPC (``getSignaturesForAddress``, ``getTransaction`` with
  ``meta.logMessages``, ``getBalance`` with ``context``), handed over as ``json.dumps`` of the
  parsed body; keys and signatures are base58 of seeded bytes. Sure.
* ``bitcoin`` — ``bitcoin-cli`` text (``error code: -28`` while loading, ``getblockchaininfo``,
  ``gettransaction``, ``getbalances``, ``Could not connect to the server``), JSON indented
  by two as ``bitcoin-cli`` prints it. Sure.
* ``subgraph`` — The Graph GraphQL answers (``{"data": …}``, ``_meta``, the removed hosted
  service's ``This endpoint has been removed…``). Sure.

JSON results are compact where the API sends compact JSON (most REST APIs) and spaced where
the wrapper is Python's ``json.dumps`` (boto3, ``checkdmarc``, the Solana and Auth0
wrappers, as said above). The fixture's rows are written as compact JSON, to keep it under
300 kB.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout20.jsonl")
SOURCE = "heldout20/"

Row = dict[str, Any]


def hx(seed: str, n: int = 64) -> str:
    """``n`` hex digits derived from ``seed`` (deterministic ids, hashes, addresses)."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def uid(seed: str) -> str:
    """A UUID-shaped id derived from ``seed``."""
    h = hx(seed, 32)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b58(seed: str, nbytes: int = 32) -> str:
    """A base58 string of ``nbytes`` bytes derived from ``seed`` (Solana keys, signatures)."""
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    n = int(hx(seed, 2 * nbytes), 16)
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = alphabet[r] + out
    return out


def bech32ish(seed: str, n: int) -> str:
    """``n`` characters of bech32's data alphabet derived from ``seed`` (a bc1q address)."""
    alphabet = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
    return "".join(alphabet[int(c, 16) * 2 + (i % 2)] for i, c in enumerate(hx(seed, n)))


def cj(obj: Any) -> str:
    """Compact JSON, as most REST APIs send it."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def pj(obj: Any) -> str:
    """``json.dumps`` with its default separators, as Python wrappers hand results over."""
    return json.dumps(obj, ensure_ascii=False)


class Session:
    """One run: its rows, appended in call order."""

    def __init__(self, rows: list[Row], family: str, run_id: str, task: str) -> None:
        self.rows, self.family, self.run_id, self.task = rows, family, run_id, task
        self.success = "-ok-" in run_id

    def __call__(self, tool: str, args: dict[str, Any], result: str) -> None:
        self.rows.append(
            {
                "source": SOURCE + self.family,
                "run_id": self.run_id,
                "task": self.task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": self.success},
            }
        )


# --------------------------------------------------------------------------- mainframe
def zjob(name: str, jid: str, owner: str, status: str, rc: str | None, cls: str = "B") -> dict:
    phase = {"OUTPUT": (20, "Job is on the hard copy queue"),
             "ACTIVE": (14, "Job is actively executing"),
             "INPUT": (10, "Job is queued for execution")}[status]  # fmt: skip
    return {"owner": owner, "phase": phase[0], "subsystem": "JES2", "phase-name": phase[1],
            "type": "JOB", "jobid": jid, "class": cls,
            "jobname": name, "status": status, "retcode": rc}  # fmt: skip


def spool_files(name: str, jid: str, files: list[tuple[str, str | None, str | None, int]]) -> str:
    out = []
    for i, (dd, step, proc, recs) in enumerate(files):
        fid = i + 2 if i < 3 else 100 + i
        out.append(
            {
                "stepname": step or "JES2",
                "jobid": jid,
                "ddname": dd,
                "id": fid,
                "record-count": recs,
                "jobname": name,
                "procstep": proc,
            }
        )
    return cj(out)


def jesmsglog(
    name: str,
    jid: str,
    day: str,
    t0: str,
    owner: str,
    steps: list[tuple[str, str, int]],
    middle: list[str],
    end: str,
    t1: str,
    label: str,
) -> str:
    """A JESMSGLG: the banner, the start, ``middle`` messages, the step lines, the end."""
    p = f" {t0} {jid} "
    q = f" {t1} {jid} "
    lines = [
        "                    J E S 2  J O B  L O G  --  S Y S T E M  P R D 1  --  N O D E  "
        "P L E X 1",
        "0",
        f"{p}---- {day} ----",
        f"{p} IRR010I  USERID {owner:<8} IS ASSIGNED TO THIS JOB.",
        f"{p} $HASP373 {name:<8} STARTED - INIT 4    - CLASS B        - SYS PRD1",
        f"{p} IEF403I {name} - STARTED - TIME={t0}",
        f"{p} -                                      -----TIMINGS (MINS.)------",
        f"{p} -STEPNAME PROCSTEP    RC   EXCP   CONN    TCB    SRB  CLOCK",
    ]
    for step, rc, excp in steps:
        lines.append(
            f"{q} -{step:<8}          {rc:>6} {excp:>6} {excp // 5:>6}    .00    .00     .4"
        )
    lines += [f"{q} {m}" for m in middle]
    lines += [
        f"{q} IEF404I {name} - ENDED - TIME={t1}",
        f"{q} -{name} ENDED.  NAME-{label:<20} TOTAL TCB CPU TIME=   .01 TOTAL ELAPSED TIME=  2.1",
        f"{q} $HASP395 {name:<8} {end}",
        "0------ JES2 JOB STATISTICS ------",
        f"-  {day[-11:]} JOB EXECUTION DATE",
    ]
    return "\n".join(lines)


def zosmf_no_job(ref: str) -> str:
    return cj(
        {"rc": 4, "reason": 10, "category": 6, "message": f"No job found for reference: '{ref}'"}
    )


def jes2(rows: list[Row]) -> None:
    s = Session(rows, "jes2", "jes2-ok-1",
                "GLEXTR01 ended CC 0004 last night: which step, and is it the usual 'no journal "
                "records' warning? Then rerun it for 2025-03-04.")  # fmt: skip
    s("zosmf_list_jobs", {"owner": "BATCHOPS", "prefix": "GLEXTR*"}, cj([
        zjob("GLEXTR01", "JOB08812", "BATCHOPS", "OUTPUT", "CC 0004"),
        zjob("GLEXTR01", "JOB08102", "BATCHOPS", "OUTPUT", "CC 0000"),
        zjob("GLEXTR01", "JOB07388", "BATCHOPS", "OUTPUT", "CC 0000"),
    ]))  # fmt: skip
    s("zosmf_list_spool_files", {"jobname": "GLEXTR01", "jobid": "JOB08812"}, spool_files(
        "GLEXTR01", "JOB08812", [("JESMSGLG", None, None, 24), ("JESJCL", None, None, 31),
                                 ("JESYSMSG", None, None, 58), ("SYSOUT", "STEP020", None, 6),
                                 ("SYSPRINT", "STEP030", None, 14)]))  # fmt: skip
    s("zosmf_read_spool_file", {"jobname": "GLEXTR01", "jobid": "JOB08812", "file_id": 2},
      jesmsglog("GLEXTR01", "JOB08812", "MONDAY,    03 MAR 2025", "01.12.03", "BATCHOPS",
                [("STEP010", "00", 212), ("STEP020", "04", 96), ("STEP030", "00", 148)], [],
                "ENDED - RC=0004", "01.14.51", "GL EXTRACT"))  # fmt: skip
    s(
        "zosmf_read_spool_file",
        {"jobname": "GLEXTR01", "jobid": "JOB08812", "file_id": 103},
        "1GLEXTR02 V3.2  GENERAL LEDGER JOURNAL EXTRACT            RUN 2025-03-03 01:12:41\n"
        " GLEXTR02 I: PARM RUNDATE=2025-03-03 COMPANY=ALL\n"
        " GLEXTR02 I: COMPANY 010 JOURNAL RECORDS READ         0\n"
        " GLEXTR02 I: COMPANY 020 JOURNAL RECORDS READ         0\n"
        " GLEXTR02 W: NO JOURNAL RECORDS FOR 2025-03-03 - RETURN-CODE SET TO 4\n"
        " GLEXTR02 I: END OF JOB, EXTRACT FILE CLOSED (0 RECORDS)",
    )
    s(
        "zosmf_read_spool_file",
        {"jobname": "GLEXTR01", "jobid": "JOB08812", "file_id": 3},
        "        1 //GLEXTR01 JOB (GL0042),'GL EXTRACT',CLASS=B,MSGCLASS=X,\n"
        "          //             NOTIFY=BATCHOPS\n"
        "          //* RUNDATE DEFAULTS TO THE PREVIOUS BUSINESS DAY (SET BY SCHEDULER)\n"
        "        2 //         SET RUNDATE=2025-03-03\n"
        "        3 //STEP010  EXEC PGM=IEFBR14\n"
        "        4 //EXTOUT   DD DSN=PROD.GL.EXTRACT.D&RUNDATE,DISP=(MOD,DELETE),SPACE=(TRK,0)\n"
        "        5 //STEP020  EXEC PGM=GLEXTR02,PARM='RUNDATE=&RUNDATE,COMPANY=ALL'\n"
        "        6 //STEPLIB  DD DSN=PROD.GL.LOADLIB,DISP=SHR\n"
        "        7 //JOURNAL  DD DSN=PROD.GL.JOURNAL,DISP=SHR\n"
        "        8 //EXTOUT   DD DSN=PROD.GL.EXTRACT.D&RUNDATE,DISP=(NEW,CATLG)\n"
        "        9 //SYSOUT   DD SYSOUT=*\n"
        "       10 //STEP030  EXEC PGM=IDCAMS,COND=(8,LE,STEP020)\n"
        "       11 //SYSPRINT DD SYSOUT=*",
    )
    s("zosmf_submit_job", {"dataset": "BATCHOPS.PROD.JCL(GLEXTR01)",
                           "symbols": {"RUNDATE": "2025-03-04"}},
      cj(zjob("GLEXTR01", "JOB09120", "BATCHOPS", "INPUT", None)))  # fmt: skip
    s(
        "zosmf_get_job_status",
        {"jobname": "GLEXTR01", "jobid": "JOB09120"},
        cj(zjob("GLEXTR01", "JOB09120", "BATCHOPS", "ACTIVE", None)),
    )
    s(
        "zosmf_get_job_status",
        {"jobname": "GLEXTR01", "jobid": "JOB09120"},
        cj(zjob("GLEXTR01", "JOB09120", "BATCHOPS", "OUTPUT", "CC 0000")),
    )
    s(
        "zosmf_read_spool_file",
        {"jobname": "GLEXTR01", "jobid": "JOB09120", "file_id": 103},
        "1GLEXTR02 V3.2  GENERAL LEDGER JOURNAL EXTRACT            RUN 2025-03-04 10:41:07\n"
        " GLEXTR02 I: PARM RUNDATE=2025-03-04 COMPANY=ALL\n"
        " GLEXTR02 I: COMPANY 010 JOURNAL RECORDS READ    12,907\n"
        " GLEXTR02 I: COMPANY 020 JOURNAL RECORDS READ     5,535\n"
        " GLEXTR02 I: END OF JOB, EXTRACT FILE CLOSED (18,442 RECORDS)",
    )

    s = Session(rows, "jes2", "jes2-ok-2",
                "Last night's NGT* jobs (BATCHOPS) that did not end CC 0000: failing step, "
                "abend/RC, the message, and did they fail the night before?")  # fmt: skip
    ngt = [("NGTACC01", "JOB08740", "CC 0000"), ("NGTINV03", "JOB08744", "ABEND S0C7"),
           ("NGTPAY07", "JOB08751", "JCL ERROR"), ("NGTRPT02", "JOB08755", "ABEND S806"),
           ("NGTSTL01", "JOB08760", "CC 0008"), ("NGTGL002", "JOB08771", "CC 0000"),
           ("NGTAR004", "JOB08779", "CC 0000"), ("NGTHR001", "JOB08783", "CC 0000"),
           ("NGTBKP09", "JOB08790", "CC 0000")]  # fmt: skip
    s(
        "zosmf_list_jobs",
        {"owner": "BATCHOPS", "prefix": "NGT*"},
        cj([zjob(n, j, "BATCHOPS", "OUTPUT", r) for n, j, r in ngt]),
    )
    s("zosmf_list_spool_files", {"jobname": "NGTINV03", "jobid": "JOB08744"}, spool_files(
        "NGTINV03", "JOB08744", [("JESMSGLG", None, None, 41), ("JESJCL", None, None, 44),
                                 ("JESYSMSG", None, None, 96), ("SYSOUT", "STEP030", None, 22),
                                 ("CEEDUMP", "STEP030", None, 310)]))  # fmt: skip
    s("zosmf_read_spool_file", {"jobname": "NGTINV03", "jobid": "JOB08744", "file_id": 2},
      jesmsglog("NGTINV03", "JOB08744", "TUESDAY,   04 MAR 2025", "01.31.10", "BATCHOPS",
                [("STEP010", "00", 88), ("STEP020", "00", 1204), ("STEP030", "*S0C7", 377),
                 ("STEP040", "FLUSH", 0)],
                ["IEA995I SYMPTOM DUMP OUTPUT  462",
                 "  SYSTEM COMPLETION CODE=0C7  REASON CODE=00000007",
                 "   TIME=01.33.52  SEQ=18830  CPU=0000  ASID=0057",
                 "   PSW AT TIME OF ERROR  078D1000   9F401A42  ILC 6  INTC 07",
                 "IEF450I NGTINV03 STEP030 - ABEND=S0C7 U0000 REASON=00000007"],
                "ENDED - ABEND=S0C7", "01.33.52", "INVOICE POSTING"))  # fmt: skip
    s(
        "zosmf_read_spool_file",
        {"jobname": "NGTINV03", "jobid": "JOB08744", "file_id": 104},
        "CEE3207S The system detected a data exception (System Completion Code=0C7).\n"
        "         From compile unit INVPOST at entry point INVPOST at compile unit offset "
        "+00001A3C at entry offset +00001A3C at address 1F401A3C.\n"
        " INVPOST: LAST RECORD READ  INVC-KEY=0048817203  CUST=C0031977  AMT-FIELD=X'40404040F1F2'",
    )
    s("zosmf_list_spool_files", {"jobname": "NGTPAY07", "jobid": "JOB08751"}, spool_files(
        "NGTPAY07", "JOB08751", [("JESMSGLG", None, None, 17), ("JESJCL", None, None, 29),
                                 ("JESYSMSG", None, None, 12)]))  # fmt: skip
    s(
        "zosmf_read_spool_file",
        {"jobname": "NGTPAY07", "jobid": "JOB08751", "file_id": 4},
        " ICH70001I BATCHOPS LAST ACCESS AT 01:34:07 ON TUESDAY, MARCH 4, 2025\n"
        " IEF212I NGTPAY07 STEP010 PAYIN - DATA SET NOT FOUND\n"
        " IEF272I NGTPAY07 STEP010 - STEP WAS NOT EXECUTED.\n"
        " IEF373I STEP/STEP010 /START 2025063.0134\n"
        " IEF032I STEP/STEP010 /STOP  2025063.0134\n"
        " IEF453I NGTPAY07 - JOB FAILED - JCL ERROR - TIME=01.34.07\n"
        "   PAYIN DD DSN=PROD.PAY.TIMECARD.D250303 (NOT CATALOGED)",
    )
    s("zosmf_list_spool_files", {"jobname": "NGTRPT02", "jobid": "JOB08755"}, spool_files(
        "NGTRPT02", "JOB08755", [("JESMSGLG", None, None, 33), ("JESJCL", None, None, 21),
                                 ("JESYSMSG", None, None, 40)]))  # fmt: skip
    s("zosmf_read_spool_file", {"jobname": "NGTRPT02", "jobid": "JOB08755", "file_id": 2},
      jesmsglog("NGTRPT02", "JOB08755", "TUESDAY,   04 MAR 2025", "01.40.22", "BATCHOPS",
                [("STEP010", "00", 61), ("STEP020", "*S806", 3), ("STEP030", "FLUSH", 0)],
                ["CSV003I REQUESTED MODULE RPTGEN42 NOT FOUND",
                 "CSV028I ABEND806-04  JOBNAME=NGTRPT02  STEPNAME=STEP020",
                 "IEA995I SYMPTOM DUMP OUTPUT  518",
                 "  SYSTEM COMPLETION CODE=806  REASON CODE=00000004",
                 "IEF450I NGTRPT02 STEP020 - ABEND=S806 U0000 REASON=00000004"],
                "ENDED - ABEND=S806", "01.40.24", "DAILY REPORTS"))  # fmt: skip
    s(
        "zosmf_read_spool_file",
        {"jobname": "NGTRPT02", "jobid": "JOB08755", "file_id": 3},
        "        1 //NGTRPT02 JOB (RP0007),'DAILY REPORTS',CLASS=B,MSGCLASS=X\n"
        "        2 //STEP010  EXEC PGM=IEFBR14\n"
        "        3 //STEP020  EXEC PGM=RPTGEN42,PARM='DAILY'\n"
        "        4 //STEPLIB  DD DSN=PROD.RPT.LOADLIB,DISP=SHR\n"
        "        5 //         DD DSN=PROD.COMMON.LOADLIB,DISP=SHR\n"
        "        6 //RPTIN    DD DSN=PROD.RPT.DAILY.INPUT,DISP=SHR\n"
        "        7 //STEP030  EXEC PGM=IEBGENER,COND=(0,NE)",
    )
    s(
        "zosmf_list_spool_files",
        {"jobname": "NGTSTL01", "jobid": "JOB08760"},
        spool_files(
            "NGTSTL01",
            "JOB08760",
            [
                ("JESMSGLG", None, None, 28),
                ("JESJCL", None, None, 38),
                ("JESYSMSG", None, None, 77),
                ("SYSPRINT", "STEP040", None, 11),
            ],
        ),
    )
    s("zosmf_read_spool_file", {"jobname": "NGTSTL01", "jobid": "JOB08760", "file_id": 2},
      jesmsglog("NGTSTL01", "JOB08760", "TUESDAY,   04 MAR 2025", "01.52.40", "BATCHOPS",
                [("STEP010", "00", 40), ("STEP020", "00", 2290), ("STEP030", "00", 812),
                 ("STEP040", "08", 7)], [], "ENDED - RC=0008", "01.58.13",
                "SETTLEMENT"))  # fmt: skip
    s(
        "zosmf_read_spool_file",
        {"jobname": "NGTSTL01", "jobid": "JOB08760", "file_id": 103},
        "1IDCAMS  SYSTEM SERVICES                                           TIME: 01:58:12\n"
        "0  DELETE PROD.STL.DAILY.G0412V00 NONVSAM PURGE\n"
        "0IDC3012I ENTRY PROD.STL.DAILY.G0412V00 NOT FOUND\n"
        " IDC3009I ** VSAM CATALOG RETURN CODE IS 8 - REASON CODE IS IGG0CLEG-42\n"
        " IDC0551I ** ENTRY PROD.STL.DAILY.G0412V00 NOT DELETED\n"
        "0IDC0001I FUNCTION COMPLETED, HIGHEST CONDITION CODE WAS 8\n"
        "0IDC0002I IDCAMS PROCESSING COMPLETE. MAXIMUM CONDITION CODE WAS 8",
    )
    prev = [
        ("NGTINV03", "JOB08061", "CC 0000"),
        ("NGTPAY07", "JOB08066", "CC 0000"),
        ("NGTRPT02", "JOB08070", "CC 0000"),
        ("NGTSTL01", "JOB08077", "CC 0008"),
    ]
    s(
        "zosmf_list_jobs",
        {"owner": "BATCHOPS", "prefix": "NGT*", "before": "JOB08700"},
        cj([zjob(n, j, "BATCHOPS", "OUTPUT", r) for n, j, r in prev]),
    )
    s(
        "zosmf_read_spool_file",
        {"jobname": "NGTSTL01", "jobid": "JOB08077", "file_id": 103},
        "1IDCAMS  SYSTEM SERVICES                                           TIME: 01:57:49\n"
        "0  DELETE PROD.STL.DAILY.G0411V00 NONVSAM PURGE\n"
        "0IDC3012I ENTRY PROD.STL.DAILY.G0411V00 NOT FOUND\n"
        " IDC3009I ** VSAM CATALOG RETURN CODE IS 8 - REASON CODE IS IGG0CLEG-42\n"
        " IDC0551I ** ENTRY PROD.STL.DAILY.G0411V00 NOT DELETED\n"
        "0IDC0001I FUNCTION COMPLETED, HIGHEST CONDITION CODE WAS 8\n"
        "0IDC0002I IDCAMS PROCESSING COMPLETE. MAXIMUM CONDITION CODE WAS 8",
    )

    s = Session(rows, "jes2", "jes2-fail-1",
                "Has payroll job PAYWK12 (JOB07731) finished? If so, get the record counts from "
                "its SYSPRINT.")  # fmt: skip
    s(
        "zosmf_get_job_status",
        {"jobname": "PAYWK12", "jobid": "JOB07731"},
        zosmf_no_job("PAYWK12(JOB07731)"),
    )
    s("zosmf_list_jobs", {"owner": "PAYROLL", "prefix": "PAYWK*"}, "[]")
    s("zosmf_list_jobs", {"owner": "*", "prefix": "PAYWK12"}, "[]")
    s("zosmf_get_job_status", {"jobname": "*", "jobid": "JOB07731"}, zosmf_no_job("*(JOB07731)"))
    s(
        "zosmf_list_spool_files",
        {"jobname": "PAYWK12", "jobid": "JOB07731"},
        zosmf_no_job("PAYWK12(JOB07731)"),
    )
    s("zosmf_list_jobs", {"owner": "PAYROLL", "prefix": "PAY*"}, "[]")
    s(
        "zosmf_get_job_status",
        {"jobname": "PAYWK12", "jobid": "JOB07731"},
        zosmf_no_job("PAYWK12(JOB07731)"),
    )


def igy_listing(prog: str, time: str, msgs: list[tuple[int, str, str]], rc: int) -> str:
    head = (f"PP 5655-EC6 IBM Enterprise COBOL for z/OS  6.4.0 P240614       {prog:<8}  "
            f"Date 03/04/2025  Time {time}   Page    14")  # fmt: skip
    lines = [head, "LineID  Message code  Message text", ""]
    for line, code, text in msgs:
        lines += [f"{line:>6}  {code:<12}  {text}", ""]
    sev = {"I": 0, "W": 0, "E": 0, "S": 0}
    for _, code, _ in msgs:
        sev[code[-1]] += 1
    cols = "".join(
        f"{(str(n) if n else ''):>{w}}"
        for n, w in zip((sev["I"], sev["W"], sev["E"], sev["S"]), (17, 10, 9, 9), strict=True)
    )
    lines += ["Messages    Total    Informational    Warning    Error    Severe    Terminating",
              f"Printed:   {len(msgs):>4}{cols}".rstrip(),
              f"* Statistics for COBOL program {prog}:",
              "*    Source records = 418",
              "*    Data Division statements = 61",
              "*    Procedure Division statements = 133",
              f"End of compilation 1,  program {prog},  highest severity {rc}.",
              f"Return code {rc}"]  # fmt: skip
    return "\n".join(lines)


def zowe_upload(local: str, member: str) -> str:
    return (f"success: true\nfrom:    {local}\nto:      {member}\n\n\nfile_to_upload: 1\n"
            "success:        1\nerror:          0\nskipped:        0\n\n\n"
            "Member(s) uploaded successfully.")  # fmt: skip


def zowe_submitted(jid: str, name: str, rc: str) -> str:
    return f"jobid:   {jid}\nretcode: {rc}\njobname: {name}\nstatus:  OUTPUT"


def cobol(rows: list[Row]) -> None:
    s = Session(rows, "cobol", "cobol-ok-1",
                "Upload CLMCALC.cbl, compile with DEV.JCL(CLMCMPL), fix errors until RC <= 4, "
                "then run DEV.JCL(CLMTEST) and report.")  # fmt: skip
    up = (
        "zowe_files_upload",
        {"local": "src/CLMCALC.cbl", "dataset": "DEV.COBOL.SRC(CLMCALC)"},
        zowe_upload("src/CLMCALC.cbl", "DEV.COBOL.SRC(CLMCALC)"),
    )
    sub = ("zowe_jobs_submit", {"dataset": "DEV.JCL(CLMCMPL)", "wait_for_output": True})
    view = ("zowe_jobs_view_spool", "SYSPRINT")
    s(*up)
    s(*sub, zowe_submitted("JOB04521", "CLMCMPL", "CC 0012"))
    s(view[0], {"jobid": "JOB04521", "ddname": view[1], "step": "COBOL"}, igy_listing(
        "CLMCALC", "10:21:07", [
            (142, "IGYPS2121-S", '"WS-DEDUCT-CAP" was not defined as a data-name.  The '
             "statement was discarded."),
            (187, "IGYPS2072-S", '"COMPUTE-NET" was invalid.  Skipped to the next verb, period '
             "or procedure-name."),
            (203, "IGYPA3043-E", 'Data-item "WS-CLAIM-DATE (NUMERIC INTEGER)" and '
             '"WS-DEDUCT-CAP" had overlapping storage.  Movement of data may not occur at '
             "execution time.")], 12))  # fmt: skip
    s(*up)
    s(*sub, zowe_submitted("JOB04533", "CLMCMPL", "CC 0008"))
    s(view[0], {"jobid": "JOB04533", "ddname": view[1], "step": "COBOL"}, igy_listing(
        "CLMCALC", "10:29:44", [
            (188, "IGYPA3013-E", 'Data-item "WS-NET-PAYABLE (GROUP)" and record "CLAIM-OUT-REC '
             '(GROUP)" did not follow the "MOVE" statement compatibility rules.  The statement '
             "was discarded.")], 8))  # fmt: skip
    s(*up)
    s(*sub, zowe_submitted("JOB04540", "CLMCMPL", "CC 0004"))
    s(view[0], {"jobid": "JOB04540", "ddname": view[1], "step": "COBOL"}, igy_listing(
        "CLMCALC", "10:36:12", [
            (96, "IGYDS1154-W", '"VALUE" literal "100000.00" exceeded the length specified in '
             'the "PICTURE" definition.  The literal was truncated.')], 4))  # fmt: skip
    s(*up)
    s(*sub, zowe_submitted("JOB04546", "CLMCMPL", "CC 0000"))
    s(
        "zowe_jobs_submit",
        {"dataset": "DEV.JCL(CLMTEST)", "wait_for_output": True},
        zowe_submitted("JOB04549", "CLMTEST", "CC 0004"),
    )
    s(
        "zowe_jobs_view_spool",
        {"jobid": "JOB04549", "ddname": "SYSOUT", "step": "RUN"},
        "CLMTEST  CASE 01  BASIC CLAIM                 EXPECTED    1,250.00"
        "  GOT    1,250.00  PASS\n"
        "CLMTEST  CASE 02  DEDUCTIBLE UNDER CAP        EXPECTED      880.00"
        "  GOT      880.00  PASS\n"
        "CLMTEST  CASE 03  DEDUCTIBLE AT CAP           EXPECTED   99,500.00"
        "  GOT   99,500.00  PASS\n"
        "CLMTEST  CASE 04  DEDUCTIBLE OVER CAP         EXPECTED  100,000.00"
        "  GOT   99,999.99  FAIL\n"
        "CLMTEST  CASE 05  ZERO CLAIM                  EXPECTED        0.00"
        "  GOT        0.00  PASS\n"
        "CLMTEST  5 CASES, 4 PASSED, 1 FAILED - RETURN-CODE 4",
    )

    s = Session(rows, "cobol", "cobol-ok-2",
                "From JOB04546's compile listing: which paragraphs write CLAIM-OUT-REC, and "
                "which copybooks does CLMCALC COPY?")  # fmt: skip
    s(
        "zowe_jobs_list_spool_files",
        {"jobid": "JOB04546"},
        "id  ddname   procstep stepname\n2   JESMSGLG          JES2\n3   JESJCL            JES2\n"
        "4   JESYSMSG          JES2\n102 SYSPRINT          COBOL\n103 SYSPRINT          LKED",
    )
    s(
        "zowe_jobs_view_spool",
        {"jobid": "JOB04546", "id": 102, "page": 2},
        "PP 5655-EC6 IBM Enterprise COBOL for z/OS  6.4.0 P240614       CLMCALC   Date "
        "03/04/2025  Time 10:44:30   Page     2\n"
        "  LineID  PL SL  ----+-*A-1-B--+----2----+----3----+----4----+"
        "----5----+----6----+----7-|\n"
        "  000021                COPY CLMREC.\n"
        "  000022C                01  CLAIM-IN-REC.\n"
        "  000023C                    05  CLM-ID              PIC X(10).\n"
        "  000024C                    05  CLM-AMOUNT          PIC S9(9)V99 COMP-3.\n"
        "  000031                COPY CLMOUT.\n"
        "  000032C                01  CLAIM-OUT-REC.\n"
        "  000047                COPY DEDTBL REPLACING ==:PFX:== BY ==WS==.",
    )
    s(
        "zowe_jobs_view_spool",
        {"jobid": "JOB04546", "id": 102, "page": 11},
        "PP 5655-EC6 IBM Enterprise COBOL for z/OS  6.4.0 P240614       CLMCALC   Date "
        "03/04/2025  Time 10:44:30   Page    11\n"
        'An "M" preceding a data-name reference indicates that the data-name is modified by '
        "this reference.\n\n"
        " Defined   Cross-reference of data names   References\n\n"
        "      32   CLAIM-OUT-REC. . . . . . . . . .  M210 M244 M251 312\n"
        "      23   CLM-ID . . . . . . . . . . . . .  188 210\n"
        "      24   CLM-AMOUNT . . . . . . . . . . .  142 166 187\n"
        "      52   WS-DEDUCT-CAP. . . . . . . . . .  96 142 166",
    )
    s(
        "zowe_jobs_view_spool",
        {"jobid": "JOB04546", "id": 102, "page": 12},
        "PP 5655-EC6 IBM Enterprise COBOL for z/OS  6.4.0 P240614       CLMCALC   Date "
        "03/04/2025  Time 10:44:30   Page    12\n"
        " Context usage is indicated by the letter preceding a procedure-name reference.\n"
        " Defined   Cross-reference of procedures   References\n\n"
        "     205   2000-BUILD-OUTPUT. . . . . . . .  P131\n"
        "     240   2100-WRITE-ADJUSTED. . . . . . .  P198\n"
        "     249   2200-WRITE-REJECT. . . . . . . .  P176 P201\n"
        "     310   9000-CLOSE-FILES . . . . . . . .  P119",
    )
    s(
        "zowe_jobs_view_spool",
        {"jobid": "JOB04546", "id": 102, "page": 13},
        "PP 5655-EC6 IBM Enterprise COBOL for z/OS  6.4.0 P240614       CLMCALC   Date "
        "03/04/2025  Time 10:44:30   Page    13\n"
        " COPY/BASIS cross-reference of text-names, library names and dataset information\n\n"
        " Text-name Library   File name                 Concat DISP Creator  Created   Changed\n"
        " (Member)  (DDNAME)  (Dataset name)            Level       (ISPF)   Date Time Date Time\n"
        " CLMOUT    SYSLIB    DEV.COBOL.COPY               0  SHR  RKOWAL   2019/06/11 "
        "2024/11/02 14:10\n"
        " CLMREC    SYSLIB    DEV.COBOL.COPY               0  SHR  RKOWAL   2019/06/11 "
        "2023/01/17 09:51\n"
        " DEDTBL    SYSLIB    PROD.COBOL.COPY              1  SHR  JMARSH   2021/08/30 "
        "2025/02/27 16:03",
    )

    s = Session(rows, "cobol", "cobol-fail-1",
                "Fix PREMRT.cbl's compile errors: upload, compile with DEV.JCL(PRMCMPL), repeat "
                "until RC <= 4.")  # fmt: skip
    same = [(77, "IGYPS2121-S", '"WS-RATE-TBL-IDX" was not defined as a data-name.  The '
             "statement was discarded."),
            (131, "IGYPS2053-S", 'An error was found in the definition of data-name '
             '"WS-RATE-TABLE".  The reference to this data-name was discarded.')]  # fmt: skip
    for jid, t in (
        ("JOB04601", "11:02:18"),
        ("JOB04609", "11:07:51"),
        ("JOB04614", "11:12:05"),
        ("JOB04622", "11:18:40"),
    ):
        s(
            "zowe_files_upload",
            {"local": "src/PREMRT.cbl", "dataset": "DEV.COBOL.SRC(PREMRT)"},
            zowe_upload("src/PREMRT.cbl", "DEV.COBOL.SRC(PREMRT)"),
        )
        s(
            "zowe_jobs_submit",
            {"dataset": "DEV.JCL(PRMCMPL)", "wait_for_output": True},
            zowe_submitted(jid, "PRMCMPL", "CC 0012"),
        )
        s(
            "zowe_jobs_view_spool",
            {"jobid": jid, "ddname": "SYSPRINT", "step": "COBOL"},
            igy_listing("PREMRT", t, same, 12),
        )


def cmci(records: list[str], code: int = 1024, alt: str = "OK", extra: str = "") -> str:
    n = len(records)
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n<response xmlns="http://www.ibm.com/xmlns/'
            'prod/CICS/smw2int" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
            'version="3.0" connect_version="0740">\n')  # fmt: skip
    summary = (f'  <resultsummary api_response1="{code}" api_response2="0" '
               f'api_response1_alt="{alt}" api_response2_alt="" recordcount="{n}" '
               f'displayed_recordcount="{n}"/>\n')  # fmt: skip
    body = "  <records>\n" + "".join(f"    {r}\n" for r in records) + "  </records>\n" if n else ""
    return head + summary + body + extra + "</response>"


def cics_prog(region: str, newcopy: int, use: int, length: str, res: int = 0) -> str:
    return (
        f'<cicsprogram _keydata="C3D3D4C3C1D3C3" program="CLMCALC" eyu_cicsname="{region}" '
        f'status="ENABLED" language="COBOL" progtype="PROGRAM" concurrency="QUASIRENT" '
        f'newcopycnt="{newcopy}" usecount="{use}" rescount="{res}" lentype="ERDSA" '
        f'length="{length}" library="CLMPROD" librarydsn="PROD.CICS.CLM.LOADLIB"/>'
    )


def cics(rows: list[Row]) -> None:
    s = Session(rows, "cics", "cics-ok-1",
                "CLMCALC was relinked: in CICSPLX1, NEWCOPY it in every region running CLM2 and "
                "confirm each uses the new copy.")  # fmt: skip
    s("cmci_get", {"resource": "CICSLocalTransaction", "scope": "CICSPLX1",
                   "criteria": "TRANID==CLM2"}, cmci([
        f'<cicslocaltransaction _keydata="C3D3D4F2" tranid="CLM2" program="CLMMAIN" '
        f'eyu_cicsname="{r}" status="ENABLED" tranclass="DFHTCL00" priority="1" '
        f'usecount="{u}"/>' for r, u in (("CICSAOR1", 48213), ("CICSAOR2", 47990))]))  # fmt: skip
    s(
        "cmci_get",
        {"resource": "CICSProgram", "scope": "CICSPLX1", "criteria": "PROGRAM==CLMCALC"},
        cmci(
            [
                cics_prog("CICSAOR1", 3, 96402, "0000A2C8"),
                cics_prog("CICSAOR2", 3, 95877, "0000A2C8", 2),
            ]
        ),
    )
    s("cmci_action", {"resource": "CICSProgram", "scope": "CICSAOR1", "criteria":
                      "PROGRAM==CLMCALC", "action": "NEWCOPY"},
      cmci([cics_prog("CICSAOR1", 4, 0, "0000A4F0")]))  # fmt: skip
    s(
        "cmci_action",
        {
            "resource": "CICSProgram",
            "scope": "CICSAOR2",
            "criteria": "PROGRAM==CLMCALC",
            "action": "NEWCOPY",
        },
        cmci(
            [],
            1038,
            "TABLEERROR",
            '  <errors>\n    <feedback action="NEWCOPY" errorcode="31" '
            'eibfn="1E02" eibfn_alt="SET PROGRAM" resp="16" resp_alt="INVREQ" resp2="12" '
            'eyu_cicsname="CICSAOR2" installerror="0" attribute1="PROGRAM"/>\n  </errors>\n',
        ),
    )
    s("cmci_action", {"resource": "CICSProgram", "scope": "CICSAOR2", "criteria":
                      "PROGRAM==CLMCALC", "action": "PHASEIN"},
      cmci([cics_prog("CICSAOR2", 4, 0, "0000A4F0", 2)]))  # fmt: skip
    s(
        "cmci_get",
        {"resource": "CICSProgram", "scope": "CICSPLX1", "criteria": "PROGRAM==CLMCALC"},
        cmci(
            [cics_prog("CICSAOR1", 4, 312, "0000A4F0"), cics_prog("CICSAOR2", 4, 288, "0000A4F0")]
        ),
    )

    s = Session(rows, "cics", "cics-fail-1",
                "Transaction POL1 hangs: check POL1, its program POLINQ and any stuck POL1 "
                "tasks in CICSPLX1.")  # fmt: skip
    for args in (
        {"resource": "CICSLocalTransaction", "scope": "CICSPOL1", "criteria": "TRANID==POL1"},
        {"resource": "CICSProgram", "scope": "CICSPOL1", "criteria": "PROGRAM==POLINQ"},
        {"resource": "CICSTask", "scope": "CICSPOL1", "criteria": "TRANID==POL1"},
        {"resource": "CICSLocalTransaction", "scope": "CICSPOL1", "criteria": "TRANID==POL*"},
        {"resource": "CICSRegion", "scope": "CICSPOL1"},
        {"resource": "CICSTask", "scope": "CICSPOL1"},
    ):
        s("cmci_get", args, cmci([], 1027, "NODATA"))


def db2(cols: list[str], rows_: list[list[str]]) -> str:
    widths = [max(len(c), *(len(r[i]) for r in rows_)) if rows_ else len(c)
              for i, c in enumerate(cols)]  # fmt: skip
    line = lambda vals: " ".join(v.ljust(w) for v, w in zip(vals, widths, strict=True)).rstrip()  # noqa: E731
    out = [line(cols), line(["-" * w for w in widths])]
    out += [line(r) for r in rows_]
    out += ["", f"  {len(rows_)} RECORD(S) SELECTED."]
    return "\n".join(out)


def ibmi(rows: list[Row]) -> None:
    s = Session(rows, "ibmi", "ibmi-ok-1",
                "The order import ORDIMP on PRODAS4 looks stuck: check QSYSOPR, fix what it "
                "waits on, confirm it ended normally.")  # fmt: skip
    s("ibmi_run_sql", {"sql": "SELECT MESSAGE_ID, MESSAGE_KEY, SEVERITY, MESSAGE_TIMESTAMP, "
                              "FROM_JOB, MESSAGE_TEXT FROM QSYS2.MESSAGE_QUEUE_INFO WHERE "
                              "MESSAGE_QUEUE_NAME = 'QSYSOPR' AND MESSAGE_TYPE = 'INQUIRY' "
                              "AND REPLY_STATUS = 'WAIT'"},
      db2(["MESSAGE_ID", "MESSAGE_KEY", "SEVERITY", "MESSAGE_TIMESTAMP", "FROM_JOB",
           "MESSAGE_TEXT"],
          [["CPA5305", "00000A41", "99", "2025-03-04-02.14.09.331208", "418820/ORDBATCH/ORDIMP",
            "Record not added. Member ORDHDR is full. (C I)"]]))  # fmt: skip
    s("ibmi_run_sql", {"sql": "SELECT TABLE_SCHEMA, TABLE_NAME, NUMBER_ROWS, NUMBER_DELETED_ROWS, "
                              "DATA_SIZE FROM QSYS2.SYSTABLESTAT WHERE TABLE_SCHEMA = 'ORDLIB' "
                              "AND TABLE_NAME = 'ORDHDR'"},
      db2(["TABLE_SCHEMA", "TABLE_NAME", "NUMBER_ROWS", "NUMBER_DELETED_ROWS", "DATA_SIZE"],
          [["ORDLIB", "ORDHDR", "1,310,000", "184,312", "412,092,416"]]))  # fmt: skip
    s(
        "ibmi_run_sql",
        {
            "sql": "SELECT JOB_NAME, JOB_STATUS, FUNCTION, ELAPSED_CPU_TIME FROM "
            "TABLE(QSYS2.ACTIVE_JOB_INFO(JOB_NAME_FILTER => 'ORDIMP'))"
        },
        db2(
            ["JOB_NAME", "JOB_STATUS", "FUNCTION", "ELAPSED_CPU_TIME"],
            [["418820/ORDBATCH/ORDIMP", "MSGW", "PGM-ORDIMPR", "14"]],
        ),
    )
    s(
        "ibmi_run_cl",
        {"command": "CHGPF FILE(ORDLIB/ORDHDR) SIZE(*NOMAX)"},
        "CPC7303: File ORDHDR in library ORDLIB changed.",
    )
    s("ibmi_run_cl", {"command": "SNDRPY MSGKEY(X'00000A41') MSGQ(QSYSOPR) RPY('I') RMV(*NO)"}, "")
    s(
        "ibmi_run_sql",
        {
            "sql": "SELECT JOB_NAME, JOB_STATUS, FUNCTION, ELAPSED_CPU_TIME FROM "
            "TABLE(QSYS2.ACTIVE_JOB_INFO(JOB_NAME_FILTER => 'ORDIMP'))"
        },
        db2(
            ["JOB_NAME", "JOB_STATUS", "FUNCTION", "ELAPSED_CPU_TIME"],
            [["418820/ORDBATCH/ORDIMP", "RUN", "PGM-ORDIMPR", "231"]],
        ),
    )
    s(
        "ibmi_run_sql",
        {
            "sql": "SELECT JOB_NAME, JOB_STATUS, FUNCTION, ELAPSED_CPU_TIME FROM "
            "TABLE(QSYS2.ACTIVE_JOB_INFO(JOB_NAME_FILTER => 'ORDIMP'))"
        },
        db2(["JOB_NAME", "JOB_STATUS", "FUNCTION", "ELAPSED_CPU_TIME"], []),
    )
    s("ibmi_run_sql", {"sql": "SELECT MESSAGE_ID, MESSAGE_TIMESTAMP, MESSAGE_TEXT FROM TABLE("
                              "QSYS2.HISTORY_LOG_INFO(CURRENT TIMESTAMP - 2 HOURS)) WHERE "
                              "FROM_JOB = '418820/ORDBATCH/ORDIMP' AND MESSAGE_ID LIKE 'CPF11%'"},
      db2(["MESSAGE_ID", "MESSAGE_TIMESTAMP", "MESSAGE_TEXT"],
          [["CPF1164", "2025-03-04-06.12.44.090114",
            "Job 418820/ORDBATCH/ORDIMP ended on 03/04/25 at 06:12:44; 412 seconds used; end "
            "code 0 ."]]))  # fmt: skip

    s = Session(
        rows,
        "ibmi",
        "ibmi-fail-1",
        "Which jobs on PRODAS4 have been in MSGW over 30 minutes, and on what message?",
    )
    err = ("java.sql.SQLException: The application requester cannot establish the connection. "
           "(A remote host did not respond within the timeout period.)")  # fmt: skip
    for sql in (
        "SELECT JOB_NAME, JOB_STATUS, JOB_ENTERED_SYSTEM_TIME FROM TABLE(QSYS2.ACTIVE_JOB_INFO()) "
        "WHERE JOB_STATUS = 'MSGW'",
        "SELECT JOB_NAME FROM TABLE(QSYS2.ACTIVE_JOB_INFO(SUBSYSTEM_LIST_FILTER => 'QBATCH')) "
        "WHERE JOB_STATUS = 'MSGW'",
        "SELECT MESSAGE_ID, FROM_JOB, MESSAGE_TEXT FROM QSYS2.MESSAGE_QUEUE_INFO WHERE "
        "MESSAGE_QUEUE_NAME = 'QSYSOPR' AND MESSAGE_TYPE = 'INQUIRY'",
        "VALUES CURRENT SERVER",
        "SELECT JOB_NAME FROM TABLE(QSYS2.ACTIVE_JOB_INFO()) WHERE JOB_STATUS = 'MSGW' "
        "FETCH FIRST 20 ROWS ONLY",
        "SELECT MESSAGE_ID, FROM_JOB FROM QSYS2.MESSAGE_QUEUE_INFO WHERE MESSAGE_QUEUE_NAME = "
        "'QSYSOPR'",
    ):
        s("ibmi_run_sql", {"sql": sql}, err)


def s3270(screen: list[str], status: str) -> str:
    return "\n".join(["data: " + ln.rstrip() for ln in screen] + [status, "ok"])


def pol_screen(pol: str, page: int, body: list[str], msg: str = "") -> list[str]:
    top = [
        " POLQ                    ACME MUTUAL - POLICY INQUIRY             03/04/25 10:52",
        f" POLICY NUMBER: {pol:<12}                                   PAGE {page} OF 2",
        "",
    ]
    rows_ = top + body
    rows_ += [""] * (21 - len(rows_))
    return [*rows_, f" {msg}", "", " PF3=EXIT  PF7=BACK  PF8=FORWARD  ENTER=INQUIRE"]


def tn3270(rows: list[Row]) -> None:
    s = Session(rows, "tn3270", "tn3270-ok-1",
                "In POLQ look up PA-20117734 and HO-31009152 (status, paid-to, coverages), and "
                "try PA-2011773 as quoted.")  # fmt: skip
    ok = "U F U C(cicsprod.acme.example) I 4 24 80 {r} {c} 0x0 {t}"
    blank = pol_screen("", 1, [" ENTER POLICY NUMBER AND PRESS ENTER"])
    s("tn3270_send", {"keys": "Clear String(POLQ) Enter"}, ok.format(r=1, c=16, t="0.081") + "\nok")
    s("tn3270_screen", {}, s3270(blank, ok.format(r=1, c=16, t="-")))
    s(
        "tn3270_send",
        {"keys": "String(PA-20117734) Enter"},
        ok.format(r=1, c=16, t="0.143") + "\nok",
    )
    pa1 = [" INSURED: MARGARET L OYELARAN             PRODUCT: PERSONAL AUTO",
           " STATUS : IN FORCE                        EFFECTIVE: 06/15/24  EXPIRES: 06/15/25",
           " PAID TO: 04/15/25   BILLING: MONTHLY EFT  AGENT: 00417 HOLLOWAY AGENCY", "",
           " CVG  DESCRIPTION                 LIMIT            DEDUCTIBLE   PREMIUM",
           " BI   BODILY INJURY               100,000/300,000               412.00",
           " PD   PROPERTY DAMAGE             100,000                       188.00",
           " COL  COLLISION                   ACV              500          344.00"]  # fmt: skip
    s("tn3270_screen", {}, s3270(pol_screen("PA-20117734", 1, pa1), ok.format(r=1, c=16, t="-")))
    s("tn3270_send", {"keys": "PF8"}, ok.format(r=1, c=16, t="0.097") + "\nok")
    pa2 = [
        " CVG  DESCRIPTION                 LIMIT            DEDUCTIBLE   PREMIUM",
        " COMP COMPREHENSIVE               ACV              250          121.00",
        " UM   UNINSURED MOTORIST          100,000/300,000               66.00",
        " RR   RENTAL REIMBURSEMENT        40/DAY 1,200                  24.00",
        "",
        " TOTAL ANNUAL PREMIUM                                           1,155.00",
    ]
    s("tn3270_screen", {}, s3270(pol_screen("PA-20117734", 2, pa2), ok.format(r=1, c=16, t="-")))
    s(
        "tn3270_send",
        {"keys": "Clear String(POLQ) Enter String(HO-31009152) Enter"},
        ok.format(r=1, c=16, t="0.152") + "\nok",
    )
    ho1 = [" INSURED: DAVID + ANA RUSSO               PRODUCT: HOMEOWNERS HO-3",
           " STATUS : CANCEL PENDING (NON-PAY)        EFFECTIVE: 09/01/24  EXPIRES: 09/01/25",
           " PAID TO: 02/01/25   BILLING: QUARTERLY    AGENT: 00231 BAYSIDE INS GRP", "",
           " CVG  DESCRIPTION                 LIMIT            DEDUCTIBLE   PREMIUM",
           " A    DWELLING                    412,000          1,000        1,388.00",
           " B    OTHER STRUCTURES            41,200                        incl",
           " C    PERSONAL PROPERTY           206,000                       incl",
           " E    PERSONAL LIABILITY          300,000                       38.00"]  # fmt: skip
    s("tn3270_screen", {}, s3270(pol_screen("HO-31009152", 1, ho1,
                                            "NOTICE OF CANCELLATION MAILED 02/18/25"),
                                 ok.format(r=1, c=16, t="-")))  # fmt: skip
    s("tn3270_send", {"keys": "PF8"}, ok.format(r=1, c=16, t="0.090") + "\nok")
    ho2 = [
        " CVG  DESCRIPTION                 LIMIT            DEDUCTIBLE   PREMIUM",
        " F    MEDICAL PAYMENTS            5,000                         incl",
        " WBU  WATER BACKUP                10,000           1,000        62.00",
        "",
        " TOTAL ANNUAL PREMIUM                                           1,488.00",
    ]
    s("tn3270_screen", {}, s3270(pol_screen("HO-31009152", 2, ho2), ok.format(r=1, c=16, t="-")))
    s(
        "tn3270_send",
        {"keys": "Clear String(POLQ) Enter String(PA-2011773) Enter"},
        ok.format(r=1, c=16, t="0.118") + "\nok",
    )
    s("tn3270_screen", {}, s3270(pol_screen("PA-2011773", 1, [],
                                            "POL0042E POLICY NOT FOUND - CHECK NUMBER AND RETRY"),
                                 ok.format(r=1, c=16, t="-")))  # fmt: skip

    s = Session(
        rows,
        "tn3270",
        "tn3270-fail-1",
        "In POLQ, status and paid-to date of PA-20331208, PA-20331877 and HO-31100045.",
    )
    uss = [" ", "        AAAAA    CCCCC   MM   MM  EEEEEE",
           "       AA   AA  CC       MMM MMM  EE", "       AAAAAAA  CC       MM M MM  EEEE",
           "       AA   AA  CC       MM   MM  EE", "       AA   AA   CCCCC   MM   MM  EEEEEE",
           "", "   ACME MUTUAL DATA CENTER - AUTHORIZED USE ONLY", "",
           "   ENTER APPLICATION NAME (CICSPROD, TSO, IMSP) ===>", "",
           "   IST1051I SESSION ENDED - EVENT=X'0009' RECEIVED"]  # fmt: skip
    uss += [""] * (24 - len(uss))
    st = "U F U C(cicsprod.acme.example) I 4 24 80 9 53 0x0 {t}"
    for keys, t in (
        ("Clear String(POLQ) Enter", "0.040"),
        ("String(PA-20331208) Enter", "0.038"),
        ("Clear String(POLQ) Enter String(PA-20331877) Enter", "0.041"),
        ("String(HO-31100045) Enter", "0.039"),
    ):
        s("tn3270_send", {"keys": keys}, st.format(t=t) + "\nok")
        s("tn3270_screen", {}, s3270(uss, st.format(t="-")))


# --------------------------------------------------------------------------- identity
T0 = 1741046400000  # 2025-03-04T00:00:00Z in milliseconds


def kc_user(username: str, first: str, last: str, enabled: bool = True, created: int = 0) -> dict:
    return {
        "id": uid("kc/" + username),
        "username": username,
        "firstName": first,
        "lastName": last,
        "email": f"{username}@corp.example.com",
        "emailVerified": True,
        "createdTimestamp": created or T0 - 400 * 86400000,
        "enabled": enabled,
        "totp": False,
        "disableableCredentialTypes": [],
        "requiredActions": [],
        "notBefore": 0,
    }


def kc_role(name: str, desc: str) -> dict:
    return {
        "id": uid("role/" + name),
        "name": name,
        "description": desc,
        "composite": False,
        "clientRole": False,
        "containerId": uid("realm/corp"),
    }


def kc_event(user: str, ip: str, t: int, client: str = "partner-portal") -> dict:
    return {"time": t, "type": "LOGIN_ERROR", "realmId": uid("realm/partners"),
            "clientId": client, "userId": uid("kc/" + user), "ipAddress": ip,
            "error": "invalid_user_credentials",
            "details": {"auth_method": "openid-connect", "auth_type": "code",
                        "redirect_uri": "https://partners.example.com/callback",
                        "code_id": uid(f"code/{user}/{t}"), "username": user}}  # fmt: skip


def keycloak(rows: list[Row]) -> None:
    s = Session(rows, "keycloak", "keycloak-ok-1",
                "Offboard dana.whitfield (realm corp): sessions and roles, log out, disable, "
                "remove finance-approver, confirm.")  # fmt: skip
    dana = kc_user("dana.whitfield", "Dana", "Whitfield")
    s(
        "keycloak_get_users",
        {"realm": "corp", "search": "whitfield"},
        cj([dana, kc_user("daniel.whitfield", "Daniel", "Whitfield")]),
    )
    s("keycloak_get_user_sessions", {"realm": "corp", "user_id": dana["id"]}, cj([
        {"id": uid("sess/1"), "username": "dana.whitfield", "userId": dana["id"],
         "ipAddress": "10.20.4.17", "start": T0 + 28800000, "lastAccess": T0 + 36120000,
         "rememberMe": False, "clients": {uid("cl/hr"): "hr-portal", uid("cl/gr"): "grafana"},
         "transientUser": False},
        {"id": uid("sess/2"), "username": "dana.whitfield", "userId": dana["id"],
         "ipAddress": "172.58.101.9", "start": T0 - 50400000, "lastAccess": T0 + 30240000,
         "rememberMe": True, "clients": {uid("cl/fin"): "finance-app"}, "transientUser": False},
    ]))  # fmt: skip
    s("keycloak_get_realm_role_mappings", {"realm": "corp", "user_id": dana["id"]}, cj([
        kc_role("default-roles-corp", "${role_default-roles}"),
        kc_role("finance-approver", "Approves invoices above 10k in finance-app"),
        kc_role("offline_access", "${role_offline-access}")]))  # fmt: skip
    s("keycloak_logout_user", {"realm": "corp", "user_id": dana["id"]}, "")
    s("keycloak_update_user", {"realm": "corp", "user_id": dana["id"], "enabled": False}, "")
    s(
        "keycloak_delete_realm_role_mapping",
        {"realm": "corp", "user_id": dana["id"], "roles": ["finance-approver"]},
        "",
    )
    s("keycloak_get_user_sessions", {"realm": "corp", "user_id": dana["id"]}, "[]")
    s("keycloak_get_realm_role_mappings", {"realm": "corp", "user_id": dana["id"]}, cj([
        kc_role("default-roles-corp", "${role_default-roles}"),
        kc_role("offline_access", "${role_offline-access}")]))  # fmt: skip
    s(
        "keycloak_get_users",
        {"realm": "corp", "username": "dana.whitfield", "exact": True},
        cj([kc_user("dana.whitfield", "Dana", "Whitfield", enabled=False)]),
    )

    s = Session(rows, "keycloak", "keycloak-ok-2",
                "Realm partners: who had over 5 failed logins since Monday, from which IPs, and "
                "who is locked out now?")  # fmt: skip
    users = [
        ("acme-ap", "203.0.113.50"),
        ("northwind.ops", "198.51.100.77"),
        ("globex-buyer", "203.0.113.50"),
        ("initech.fin", "192.0.2.14"),
        ("acme-ap", "203.0.113.51"),
        ("umbrella.it", "198.51.100.8"),
    ]
    page1 = [kc_event(users[i % 6][0], users[i % 6][1], T0 - i * 977000) for i in range(6)]
    page2 = [kc_event(users[(i * 5) % 3][0], users[(i * 5) % 3][1], T0 - 86400000 - i * 1313000)
             for i in range(4)]  # fmt: skip
    q = {"realm": "partners", "type": "LOGIN_ERROR", "dateFrom": "2025-03-03", "max": 6}
    s("keycloak_get_events", q | {"first": 0}, cj(page1))
    s("keycloak_get_events", q | {"first": 6}, cj(page2))
    s("keycloak_get_events", q | {"first": 12}, "[]")
    for name, fails, locked, ip in (
        ("acme-ap", 9, True, "203.0.113.51"),
        ("northwind.ops", 7, False, "198.51.100.77"),
        ("globex-buyer", 6, True, "203.0.113.50"),
    ):
        s("keycloak_get_brute_force_status", {"realm": "partners", "user_id": uid("kc/" + name)},
          cj({"numFailures": fails, "disabled": locked, "lastIPFailure": ip,
              "lastFailure": T0 + 3600000 - fails * 61000}))  # fmt: skip

    s = Session(rows, "keycloak", "keycloak-fail-1",
                "Realm corp: members of group contractors with last login; who has been idle 90 "
                "days?")  # fmt: skip
    members = [kc_user(n, f, last) for n, f, last in (
        ("j.okafor", "Jide", "Okafor"), ("m.lindqvist", "Maja", "Lindqvist"),
        ("p.santos", "Paulo", "Santos"), ("r.iyer", "Ravi", "Iyer"),
        ("t.brandt", "Tobias", "Brandt"))]  # fmt: skip
    s("keycloak_get_group_members", {"realm": "corp", "group": "contractors"}, cj(members))
    expired = cj({"error": "HTTP 401 Unauthorized"})
    for m in members:
        s("keycloak_get_user_sessions", {"realm": "corp", "user_id": m["id"]}, expired)
    s("keycloak_get_events", {"realm": "corp", "type": "LOGIN", "user": members[0]["id"],
                              "max": 1}, expired)  # fmt: skip
    s("keycloak_get_events", {"realm": "corp", "type": "LOGIN", "max": 100}, expired)


def a0_user(email: str, name: str, logins: int, last: str) -> dict:
    h = hx("a0/" + email, 24)
    return {"user_id": f"auth0|{h}", "email": email, "email_verified": True, "name": name,
            "identities": [{"connection": "Username-Password-Authentication", "provider": "auth0",
                            "user_id": h, "isSocial": False}],
            "logins_count": logins, "last_login": last, "created_at": "2023-05-11T14:02:19.114Z",
            "updated_at": last}  # fmt: skip


def a0_log(kind: str, desc: str, when: str, ip: str, user: dict) -> dict:
    return {"date": when, "type": kind, "description": desc,
            "connection": "Username-Password-Authentication", "client_id": "q8LrP3nTxw0ZyA2k",
            "client_name": "Acme Customer Portal", "ip": ip,
            "user_agent": "Chrome 133.0.0 / Mac OS X 10.15.7", "user_id": user["user_id"],
            "user_name": user["email"], "strategy": "auth0", "strategy_type": "database",
            "log_id": "900" + hx(f"log/{when}", 21)}  # fmt: skip


def auth0(rows: list[Row]) -> None:
    s = Session(rows, "auth0", "auth0-ok-1",
                "rita.gomez@example.com cannot log in: find why in the Auth0 logs; if blocked, "
                "unblock and check she gets in.")  # fmt: skip
    rita = a0_user("rita.gomez@example.com", "Rita Gomez", 41, "2025-02-27T16:40:02.331Z")
    s("auth0_search_users", {"q": 'email:"rita.gomez@example.com"'}, pj([rita]))
    logs = [
        a0_log(
            "fp",
            "Wrong email or password.",
            f"2025-03-04T08:{10 + i}:0{i}.512Z",
            "198.51.100.23",
            rita,
        )
        for i in range(4)
    ]
    logs.append(a0_log("limit_wc", "Too many failed login attempts for this user from "
                       "198.51.100.23. Account blocked.", "2025-03-04T08:15:06.020Z",
                       "198.51.100.23", rita))  # fmt: skip
    s(
        "auth0_get_logs",
        {"q": f'user_id:"{rita["user_id"]}"', "sort": "date:1", "per_page": 20},
        pj(logs),
    )
    s("auth0_get_user_blocks", {"user_id": rita["user_id"]},
      pj({"blocked_for": [{"identifier": "rita.gomez@example.com", "ip": "198.51.100.23",
                           "connection": "Username-Password-Authentication"}]}))  # fmt: skip
    s("auth0_unblock_user", {"user_id": rita["user_id"]}, "")
    s("auth0_get_user_blocks", {"user_id": rita["user_id"]}, pj({"blocked_for": []}))
    s(
        "auth0_get_logs",
        {
            "q": f'user_id:"{rita["user_id"]}" AND date:[2025-03-04T09:00:00 TO *]',
            "sort": "date:1",
            "per_page": 20,
        },
        pj([a0_log("s", "Successful login", "2025-03-04T09:31:44.907Z", "198.51.100.23", rita)]),
    )

    s = Session(rows, "auth0", "auth0-ok-2",
                "Holders of role billing-admin: add sam.patel@example.com, remove anyone "
                "outside finance-*@example.com.")  # fmt: skip
    people = [("finance-lee@example.com", "Lee Ward"), ("finance-ops@example.com", "Finance Ops"),
              ("j.morrow@example.com", "Jamie Morrow"), ("finance-kim@example.com", "Kim Ahn"),
              ("finance-raj@example.com", "Raj Mehta"), ("intern2024@example.com", "Summer Intern"),
              ("finance-ana@example.com", "Ana Costa")]  # fmt: skip
    members = [{"user_id": a0_user(e, n, 3, "")["user_id"], "email": e, "name": n}
               for e, n in people]  # fmt: skip
    for page, chunk in ((0, members[:3]), (1, members[3:6]), (2, members[6:])):
        s(
            "auth0_get_role_users",
            {"id": "rol_Bq7x2LkP0aZ", "page": page, "per_page": 3, "include_totals": True},
            pj({"start": page * 3, "limit": 3, "length": len(chunk), "total": 7, "users": chunk}),
        )
    sam = a0_user("sam.patel@example.com", "Sam Patel", 88, "2025-03-03T12:09:51.002Z")
    s("auth0_search_users", {"q": 'email:"sam.patel@example.com"'}, pj([sam]))
    s("auth0_assign_user_roles", {"id": sam["user_id"], "roles": ["rol_Bq7x2LkP0aZ"]}, "")
    for m in (members[2], members[5]):
        s("auth0_remove_user_roles", {"id": m["user_id"], "roles": ["rol_Bq7x2LkP0aZ"]}, "")
    s(
        "auth0_get_role_users",
        {"id": "rol_Bq7x2LkP0aZ", "page": 0, "per_page": 10, "include_totals": True},
        pj(
            {
                "start": 0,
                "limit": 10,
                "length": 6,
                "total": 6,
                "users": [m for m in members if m["email"].startswith("finance-")]
                + [{"user_id": sam["user_id"], "email": sam["email"], "name": sam["name"]}],
            }
        ),
    )

    s = Session(rows, "auth0", "auth0-fail-1",
                "Last five Auth0 log events for each of six customers who reported login "
                "trouble this morning.")  # fmt: skip
    limited = pj(
        {
            "statusCode": 429,
            "error": "Too Many Requests",
            "message": "Global limit has been reached",
            "errorCode": "too_many_requests",
        }
    )
    for email in (
        "ana@brightmail.example",
        "k.osei@example.org",
        "lucas.m@example.net",
        "ha.nguyen@example.com",
        "p.oconnor@example.ie",
        "z.yilmaz@example.com",
    ):
        s(
            "auth0_get_logs",
            {"q": f'user_name:"{email}"', "sort": "date:-1", "per_page": 5},
            limited,
        )


ACCT = "123456789012"


def sim(
    action: str,
    resource: str,
    decision: str,
    matched: list[dict] | None = None,
    missing: list[str] | None = None,
) -> dict:
    return {"EvalActionName": action, "EvalResourceName": resource, "EvalDecision": decision,
            "MatchedStatements": matched or [], "MissingContextValues": missing or [],
            "OrganizationsDecisionDetail": {"AllowedByOrganizations": True},
            "PermissionsBoundaryDecisionDetail": {"AllowedByPermissionsBoundary": True},
            "EvalDecisionDetails": {}, "ResourceSpecificResults": []}  # fmt: skip


def stmt(pid: str, kind: str, line: int) -> dict:
    return {
        "SourcePolicyId": pid,
        "SourcePolicyType": kind,
        "StartPosition": {"Line": line, "Column": 5},
        "EndPosition": {"Line": line + 9, "Column": 6},
    }


def iam(rows: list[Row]) -> None:
    s = Session(rows, "iam", "iam-ok-1",
                "Can data-pipeline-prod read acme-raw-events/2025/, write acme-curated/ and use "
                "the raw KMS key? Explain denials.")  # fmt: skip
    role = f"arn:aws:iam::{ACCT}:role/data-pipeline-prod"
    key = f"arn:aws:kms:eu-west-1:{ACCT}:key/{uid('kms/raw')}"
    s("iam_simulate_principal_policy", {"PolicySourceArn": role, "ActionNames": [
        "s3:GetObject", "s3:PutObject", "kms:Decrypt"], "ResourceArns": [
        "arn:aws:s3:::acme-raw-events/2025/*", "arn:aws:s3:::acme-curated/*", key]},
      pj({"EvaluationResults": [
          sim("s3:GetObject", "arn:aws:s3:::acme-raw-events/2025/*", "allowed",
              [stmt("DataPipelineRead", "IAM Policy", 3)]),
          sim("s3:PutObject", "arn:aws:s3:::acme-curated/*", "explicitDeny",
              [stmt("CuratedWritesOnlyFromVpce", "IAM Policy", 14)]),
          sim("kms:Decrypt", key, "implicitDeny")], "IsTruncated": False}))  # fmt: skip
    s("iam_list_attached_role_policies", {"RoleName": "data-pipeline-prod"}, pj({
        "AttachedPolicies": [
            {"PolicyName": "DataPipelineRead", "PolicyArn":
             f"arn:aws:iam::{ACCT}:policy/DataPipelineRead"},
            {"PolicyName": "CuratedWritesOnlyFromVpce", "PolicyArn":
             f"arn:aws:iam::{ACCT}:policy/CuratedWritesOnlyFromVpce"}],
        "IsTruncated": False}))  # fmt: skip
    s("iam_get_policy_version", {"PolicyArn": f"arn:aws:iam::{ACCT}:policy/"
                                 "CuratedWritesOnlyFromVpce", "VersionId": "v3"},
      pj({"PolicyVersion": {"Document": {"Version": "2012-10-17", "Statement": [
          {"Sid": "AllowCuratedWrites", "Effect": "Allow", "Action": ["s3:PutObject"],
           "Resource": "arn:aws:s3:::acme-curated/*"},
          {"Sid": "DenyOutsideVpce", "Effect": "Deny", "Action": ["s3:PutObject"],
           "Resource": "arn:aws:s3:::acme-curated/*", "Condition": {"StringNotEquals": {
               "aws:SourceVpce": "vpce-0a1b2c3d4e5f60718"}}}]},
          "VersionId": "v3", "IsDefaultVersion": True,
          "CreateDate": "2024-11-19T10:22:41+00:00"}}))  # fmt: skip
    s("iam_simulate_principal_policy", {"PolicySourceArn": role, "ActionNames": ["s3:PutObject"],
                                        "ResourceArns": ["arn:aws:s3:::acme-curated/*"],
                                        "ContextEntries": [{"ContextKeyName": "aws:SourceVpce",
                                                            "ContextKeyValues":
                                                            ["vpce-0a1b2c3d4e5f60718"],
                                                            "ContextKeyType": "string"}]},
      pj({"EvaluationResults": [sim("s3:PutObject", "arn:aws:s3:::acme-curated/*", "allowed",
                                    [stmt("CuratedWritesOnlyFromVpce", "IAM Policy", 3)])],
          "IsTruncated": False}))  # fmt: skip
    s("kms_get_key_policy", {"KeyId": key, "PolicyName": "default"}, pj({"Policy": json.dumps({
        "Version": "2012-10-17", "Statement": [
            {"Sid": "EnableRootAccount", "Effect": "Allow", "Principal": {
                "AWS": f"arn:aws:iam::{ACCT}:root"}, "Action": "kms:*", "Resource": "*"},
            {"Sid": "AllowIngestRoleOnly", "Effect": "Allow", "Principal": {
                "AWS": f"arn:aws:iam::{ACCT}:role/raw-ingest-prod"},
             "Action": ["kms:Decrypt", "kms:GenerateDataKey"], "Resource": "*"}]}, indent=2),
        "PolicyName": "default"}))  # fmt: skip

    s = Session(rows, "iam", "iam-ok-2",
                "Least-privilege policy for report-exporter (Reports GetItem/Query, "
                "acme-exports/reports/* put); simulate until right.")  # fmt: skip
    cases = ["dynamodb:GetItem", "dynamodb:Query", "s3:PutObject", "s3:DeleteObject"]
    tbl = f"arn:aws:dynamodb:eu-west-1:{ACCT}:table/Reports"
    s(
        "iam_simulate_custom_policy",
        {"PolicyInputList": ["<draft v1>"], "ActionNames": cases},
        "An error occurred (MalformedPolicyDocument) when calling the SimulateCustomPolicy "
        "operation: Syntax errors in policy.",
    )
    s("iam_simulate_custom_policy", {"PolicyInputList": ["<draft v2>"], "ActionNames": cases,
                                     "ResourceArns": [tbl, "arn:aws:s3:::acme-exports/reports/x"]},
      pj({"EvaluationResults": [
          sim("dynamodb:GetItem", tbl, "allowed", [stmt("PolicyInputList.1", "IAM Policy", 4)]),
          sim("dynamodb:Query", tbl, "implicitDeny"),
          sim("s3:PutObject", "arn:aws:s3:::acme-exports/reports/x", "allowed",
              [stmt("PolicyInputList.1", "IAM Policy", 10)]),
          sim("s3:DeleteObject", "arn:aws:s3:::acme-exports/reports/x", "implicitDeny")],
          "IsTruncated": False}))  # fmt: skip
    s("iam_simulate_custom_policy", {"PolicyInputList": ["<draft v3>"], "ActionNames": cases,
                                     "ResourceArns": [tbl, "arn:aws:s3:::acme-exports/reports/x"]},
      pj({"EvaluationResults": [
          sim("dynamodb:GetItem", tbl, "allowed", [stmt("PolicyInputList.1", "IAM Policy", 4)]),
          sim("dynamodb:Query", tbl, "allowed", [stmt("PolicyInputList.1", "IAM Policy", 4)]),
          sim("s3:PutObject", "arn:aws:s3:::acme-exports/reports/x", "allowed",
              [stmt("PolicyInputList.1", "IAM Policy", 10)]),
          sim("s3:DeleteObject", "arn:aws:s3:::acme-exports/reports/x", "implicitDeny")],
          "IsTruncated": False}))  # fmt: skip
    s("iam_simulate_custom_policy", {"PolicyInputList": ["<draft v3>"], "ActionNames": [
        "s3:PutObject"], "ResourceArns": ["arn:aws:s3:::acme-exports/other/x"]},
      pj({"EvaluationResults": [sim("s3:PutObject", "arn:aws:s3:::acme-exports/other/x",
                                    "implicitDeny")], "IsTruncated": False}))  # fmt: skip

    s = Session(rows, "iam", "iam-fail-1",
                "Can any of the five payments service roles call kms:ScheduleKeyDeletion or "
                "iam:PassRole? Use the simulator.")  # fmt: skip
    for r in (
        "payments-api",
        "payments-worker",
        "ledger-sync",
        "refunds-batch",
        "fraud-scorer",
        "payments-api",
    ):
        s("iam_simulate_principal_policy", {"PolicySourceArn": f"arn:aws:iam::{ACCT}:role/{r}",
                                            "ActionNames": ["kms:ScheduleKeyDeletion",
                                                            "iam:PassRole"]},
          "An error occurred (AccessDenied) when calling the SimulatePrincipalPolicy operation: "
          f"User: arn:aws:sts::{ACCT}:assumed-role/agent-readonly/agent-session-7f3a is not "
          f"authorized to perform: iam:SimulatePrincipalPolicy on resource: role {r} because no "
          "identity-based policy allows the iam:SimulatePrincipalPolicy action")  # fmt: skip


SCIM_LIST = "urn:ietf:params:scim:api:messages:2.0:ListResponse"
SCIM_BASE = "https://idp.acme.example/scim/v2"


def scim_user(user: str, given: str, family: str, active: bool, dept: str) -> dict:
    i = uid("scim/" + user)
    return {"schemas": ["urn:ietf:params:scim:schemas:core:2.0:User",
                        "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"],
            "id": i, "userName": user,
            "name": {"givenName": given, "familyName": family},
            "displayName": f"{given} {family}", "active": active,
            "emails": [{"value": user, "type": "work", "primary": True}],
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {"department": dept},
            "meta": {"resourceType": "User", "lastModified": "2025-01-30T17:02:11Z",
                     "location": f"{SCIM_BASE}/Users/{i}"}}  # fmt: skip


def scim_list(users: list[dict], total: int | None = None) -> str:
    return cj(
        {
            "schemas": [SCIM_LIST],
            "totalResults": len(users) if total is None else total,
            "startIndex": 1,
            "itemsPerPage": len(users),
            "Resources": users,
        }
    )


def scim(rows: list[Row]) -> None:
    s = Session(rows, "scim", "scim-ok-1",
                "Six contractors left Friday: which still have active SCIM accounts? Deactivate "
                "those.")  # fmt: skip
    people = {
        "c.mendes": ("Carla", "Mendes", True),
        "b.haugen": ("Bjørn", "Haugen", None),
        "l.fischer": ("Lena", "Fischer", False),
        "o.adeyemi": ("Ola", "Adeyemi", True),
        "w.tanaka": ("Wataru", "Tanaka", None),
        "e.novak": ("Eva", "Novak", None),
    }
    found: dict[str, dict] = {}
    for name, (given, family, active) in people.items():
        user = f"{name}@contractors.acme.example"
        res = [] if active is None else [scim_user(user, given, family, active, "Contractors")]
        if res:
            found[name] = res[0]
        s("scim_get", {"path": "/Users", "filter": f'userName eq "{user}"'}, scim_list(res))
    for name in ("c.mendes", "o.adeyemi"):
        u = found[name]
        s(
            "scim_patch",
            {
                "path": f"/Users/{u['id']}",
                "Operations": [{"op": "replace", "path": "active", "value": False}],
            },
            cj(u | {"active": False, "meta": u["meta"] | {"lastModified": "2025-03-04T11:20:07Z"}}),
        )
    s(
        "scim_get",
        {"path": "/Users", "filter": 'userName ew "@contractors.acme.example" and active eq true'},
        scim_list([]),
    )

    s = Session(rows, "scim", "scim-fail-1",
                "Are the four Monday new hires (m.ortega, s.kowalczyk, d.mbeki, y.chen) "
                "provisioned and active in SCIM?")  # fmt: skip
    first_page = [
        scim_user(f"{u}@acme.example", g, f, True, d)
        for u, g, f, d in (("a.abbott", "Aaron", "Abbott", "Sales"),)
    ]
    for f in (
        'userName eq "m.ortega@acme.example"',
        'userName eq "s.kowalczyk@acme.example"',
        'userName eq "d.mbeki@acme.example"',
        'userName eq "y.chen@acme.example"',
        'emails.value eq "m.ortega@acme.example"',
        'name.familyName eq "Ortega"',
    ):
        s(
            "scim_get",
            {"path": "/Users", "filter": f, "count": 1},
            cj(
                {
                    "schemas": [SCIM_LIST],
                    "totalResults": 1843,
                    "startIndex": 1,
                    "itemsPerPage": 1,
                    "Resources": first_page,
                }
            ),
        )


def sp_ref(kind: str, name: str) -> dict:
    return {"type": kind, "id": hx("sp/" + name, 32), "name": name}


def sp_status(state: str, approval: str, phase: str, phase_state: str, modified: str) -> str:
    item = {"id": hx("sp/item", 32), "name": "AWS-Prod-ReadOnly", "type": "ACCESS_PROFILE",
            "state": state,
            "approvalDetails": [{"forwarded": False,
                                 "originalOwner": sp_ref("IDENTITY", "Priya Raman"),
                                 "currentOwner": sp_ref("IDENTITY", "Priya Raman"),
                                 "modified": modified if approval != "PENDING" else None,
                                 "status": approval, "scheme": "MANAGER",
                                 "comment": "ok, onboarding" if approval != "PENDING" else None}],
            "requestType": "GRANT_ACCESS",
            "modified": modified, "created": "2025-03-04T09:02:11.428Z",
            "requester": sp_ref("IDENTITY", "svc-access-agent"),
            "requestedFor": sp_ref("IDENTITY", "Tomás Herrera"),
            "accessRequestPhases": [{"started": "2025-03-04T09:02:11.990Z",
                                     "finished": None if phase_state == "EXECUTING" else modified,
                                     "name": phase, "state": phase_state, "result":
                                     None if phase_state == "EXECUTING" else "SUCCESSFUL",
                                     "phaseReference": "approvalDetails"
                                     if phase == "APPROVAL_PHASE" else "provisioningDetails"}],
            "cancelable": state == "EXECUTING", "accessRequestId": hx("sp/req", 32)}  # fmt: skip
    return cj([item])


def access(rows: list[Row]) -> None:
    s = Session(rows, "access", "access-ok-1",
                "Request AWS-Prod-ReadOnly for new hire Tomás Herrera and follow it until he "
                "has access.")  # fmt: skip
    s(
        "sailpoint_list_requestable_objects",
        {"term": "AWS Prod ReadOnly", "types": ["ACCESS_PROFILE", "ROLE"]},
        cj(
            [
                {
                    "id": hx("sp/item", 32),
                    "name": "AWS-Prod-ReadOnly",
                    "type": "ACCESS_PROFILE",
                    "description": "Read-only console and API access to the aws-prod "
                    "organization unit",
                    "requestable": True,
                    "requestStatus": "AVAILABLE",
                    "identityRequestId": None,
                    "ownerRef": sp_ref("IDENTITY", "Cloud Platform Team"),
                    "requestCommentsRequired": True,
                    "created": "2023-08-02T13:40:22.117Z",
                },
                {
                    "id": hx("sp/item2", 32),
                    "name": "AWS-Prod-ReadOnly-BreakGlass",
                    "type": "ROLE",
                    "description": "Time-boxed read-only access for incident responders",
                    "requestable": True,
                    "requestStatus": "AVAILABLE",
                    "identityRequestId": None,
                    "ownerRef": sp_ref("IDENTITY", "Security Operations"),
                    "requestCommentsRequired": True,
                    "created": "2024-01-15T08:11:09.530Z",
                },
            ]
        ),
    )
    s("sailpoint_create_access_request", {"requestedFor": [hx("sp/Tomás Herrera", 32)],
                                          "requestType": "GRANT_ACCESS", "requestedItems": [
                                              {"type": "ACCESS_PROFILE", "id": hx("sp/item", 32),
                                               "comment": "New hire, data platform team"}]},
      cj({"newRequests": [{"requestedFor": hx("sp/Tomás Herrera", 32),
                           "requestedItemsStatus": [{"id": hx("sp/item", 32),
                                                     "type": "ACCESS_PROFILE"}],
                           "accessRequestIds": [hx("sp/req", 32)]}],
          "existingRequests": []}))  # fmt: skip
    q = {"requested-for": hx("sp/Tomás Herrera", 32), "request-state": "all"}
    s(
        "sailpoint_get_access_request_status",
        q,
        sp_status(
            "EXECUTING", "PENDING", "APPROVAL_PHASE", "EXECUTING", "2025-03-04T09:02:12.305Z"
        ),
    )
    s("sailpoint_get_access_request_status", q,
      sp_status("EXECUTING", "APPROVED", "PROVISIONING_PHASE", "EXECUTING",
                "2025-03-04T09:47:31.118Z"))  # fmt: skip
    s("sailpoint_get_access_request_status", q,
      sp_status("REQUEST_COMPLETED", "APPROVED", "PROVISIONING_PHASE", "COMPLETED",
                "2025-03-04T09:49:02.774Z"))  # fmt: skip
    s(
        "sailpoint_list_accounts",
        {
            "filters": f'identityId eq "{hx("sp/Tomás Herrera", 32)}" and '
            'sourceName eq "AWS Organizations"'
        },
        cj(
            [
                {
                    "id": hx("sp/acct", 32),
                    "name": "tomas.herrera",
                    "nativeIdentity": f"arn:aws:iam::{ACCT}:user/tomas.herrera",
                    "sourceName": "AWS Organizations",
                    "disabled": False,
                    "locked": False,
                    "created": "2025-03-04T09:48:55.001Z",
                    "attributes": {"groups": ["AWS-Prod-ReadOnly"], "mfaEnabled": False},
                }
            ]
        ),
    )


# --------------------------------------------------------------------------- mail
def postfix(rows: list[Row]) -> None:
    s = Session(rows, "postfix", "postfix-ok-1",
                "Invoices to @customer.net are not arriving: check mx1's queue and logs; once "
                "their MX is back, flush and confirm.")  # fmt: skip
    s(
        "postfix_mailq",
        {"host": "mx1"},
        "-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------\n"
        "4F1A22C0D31     23140 Tue Mar  4 09:12:44  billing@acme.example\n"
        "(connect to mx.customer.net[203.0.113.25]:25: Connection timed out)\n"
        "                                         ap@customer.net\n\n"
        "B7C1E2C0E02     51208 Tue Mar  4 08:10:02  billing@acme.example\n"
        "(connect to mx.customer.net[203.0.113.25]:25: Connection timed out)\n"
        "                                         j.fontaine@customer.net\n\n"
        "-- 73 Kbytes in 2 Requests.",
    )
    s(
        "postfix_log_search",
        {"host": "mx1", "pattern": "customer.net", "since": "today"},
        "Mar  4 08:10:03 mx1 postfix/qmgr[1184]: B7C1E2C0E02: from=<billing@acme.example>, "
        "size=51208, nrcpt=1 (queue active)\n"
        "Mar  4 08:10:33 mx1 postfix/smtp[20877]: connect to mx.customer.net[203.0.113.25]:25: "
        "Connection timed out\n"
        "Mar  4 08:10:33 mx1 postfix/smtp[20877]: B7C1E2C0E02: to=<j.fontaine@customer.net>, "
        "relay=none, delay=31, delays=0.02/0.01/30/0, dsn=4.4.1, status=deferred (connect to "
        "mx.customer.net[203.0.113.25]:25: Connection timed out)\n"
        "Mar  4 09:12:45 mx1 postfix/qmgr[1184]: 4F1A22C0D31: from=<billing@acme.example>, "
        "size=23140, nrcpt=1 (queue active)\n"
        "Mar  4 09:13:15 mx1 postfix/smtp[22301]: 4F1A22C0D31: to=<ap@customer.net>, relay=none, "
        "delay=30, delays=0.01/0/30/0, dsn=4.4.1, status=deferred (connect to "
        "mx.customer.net[203.0.113.25]:25: Connection timed out)",
    )
    s(
        "postfix_postcat",
        {"host": "mx1", "queue_id": "4F1A22C0D31", "headers_only": True},
        "*** MESSAGE CONTENTS deferred/4/4F1A22C0D31 ***\n"
        "Received: from erp01.acme.example (erp01.acme.example [10.1.4.20])\n"
        "\tby mx1.acme.example (Postfix) with ESMTP id 4F1A22C0D31\n"
        "\tfor <ap@customer.net>; Tue,  4 Mar 2025 09:12:44 +0000 (UTC)\n"
        "From: Acme Billing <billing@acme.example>\n"
        "To: ap@customer.net\n"
        "Subject: Invoice INV-2025-00871 (due 2025-04-03)\n"
        "Message-ID: <20250304091244.4F1A22C0D31@erp01.acme.example>",
    )
    s(
        "mx_probe",
        {"host": "mx.customer.net", "port": 25},
        "220 mx.customer.net ESMTP Postfix (Debian/GNU)",
    )
    s("postfix_flush", {"host": "mx1"}, "")
    s("postfix_mailq", {"host": "mx1"}, "Mail queue is empty")
    s(
        "postfix_log_search",
        {"host": "mx1", "pattern": "customer.net", "since": "10:00"},
        "Mar  4 10:41:07 mx1 postfix/smtp[24410]: 4F1A22C0D31: to=<ap@customer.net>, "
        "relay=mx.customer.net[203.0.113.25]:25, delay=5303, delays=5302/0.01/0.21/0.44, "
        "dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4Z3k1R0xQ7z9)\n"
        "Mar  4 10:41:07 mx1 postfix/smtp[24411]: B7C1E2C0E02: to=<j.fontaine@customer.net>, "
        "relay=mx.customer.net[203.0.113.25]:25, delay=9065, delays=9064/0.01/0.2/0.9, "
        "dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4Z3k1R1Bfcz9)",
    )

    s = Session(rows, "postfix", "postfix-ok-2",
                "Count mx1's rejects on 3 March by reason (RBL vs unknown recipient) and list "
                "the configured RBLs.")  # fmt: skip
    rbl = (
        "Mar  3 {t} mx1 postfix/smtpd[{p}]: NOQUEUE: reject: RCPT from unknown[{ip}]: 554 "
        "5.7.1 Service unavailable; Client host [{ip}] blocked using {z}; from=<{f}> "
        "to=<{r}@acme.example> proto=ESMTP helo=<{h}>"
    )
    unk = (
        "Mar  3 {t} mx1 postfix/smtpd[{p}]: NOQUEUE: reject: RCPT from {h}[{ip}]: 550 5.1.1 "
        "<{r}@acme.example>: Recipient address rejected: User unknown in virtual mailbox "
        "table; from=<{f}> to=<{r}@acme.example> proto=ESMTP helo=<{h}>"
    )
    pages = []
    for page in range(3):
        lines = []
        for i in range(5 if page < 2 else 3):
            n = page * 5 + i
            ip = f"185.234.{219 + n % 3}.{12 + n * 7}"
            t = f"{2 + n:02d}:{(n * 17) % 60:02d}:{(n * 13) % 60:02d}"
            if n % 3 == 2:
                lines.append(unk.format(t=t, p=20000 + n * 37, ip=ip, h=f"mail{n}.bulk.example",
                                        r=("info", "jobs", "admin2", "hr-old", "sales1")[n % 5],
                                        f=f"news{n}@bulk.example"))  # fmt: skip
            else:
                z = "zen.spamhaus.org" if n % 2 else "bl.spamcop.net"
                lines.append(
                    rbl.format(
                        t=t,
                        p=20000 + n * 37,
                        ip=ip,
                        z=z,
                        f="",
                        r=("info", "sales", "ceo", "support")[n % 4],
                        h="User",
                    )
                )
        pages.append("\n".join(lines))
    for page, text in enumerate(pages):
        s(
            "postfix_log_search",
            {
                "host": "mx1",
                "pattern": "NOQUEUE: reject",
                "date": "2025-03-03",
                "offset": page * 5,
                "limit": 5,
            },
            text,
        )
    patterns = [
        "blocked using zen.spamhaus.org",
        "blocked using bl.spamcop.net",
        "User unknown in virtual mailbox table",
    ]
    text = "\n".join(pages)
    s(
        "postfix_log_count",
        {"host": "mx1", "date": "2025-03-03", "patterns": patterns},
        "\n".join(f"{pat}\t{text.count(pat)}" for pat in patterns),
    )
    s(
        "postconf",
        {"host": "mx1", "parameters": ["smtpd_recipient_restrictions", "postscreen_dnsbl_sites"]},
        "smtpd_recipient_restrictions = permit_mynetworks, permit_sasl_authenticated, "
        "reject_unauth_destination, reject_rbl_client zen.spamhaus.org, reject_rbl_client "
        "bl.spamcop.net, reject_unlisted_recipient\n"
        "postconf: warning: postscreen_dnsbl_sites: unknown parameter value (postscreen is not "
        "enabled in master.cf)\npostscreen_dnsbl_sites =",
    )

    s = Session(rows, "postfix", "postfix-fail-1",
                "Password resets from mx2 seem delayed: check the queue, flush it, confirm they "
                "go out.")  # fmt: skip
    down = "postqueue: fatal: Queue report unavailable - mail system is down"
    s("postfix_mailq", {"host": "mx2"}, down)
    s("postfix_flush", {"host": "mx2"}, "postqueue: fatal: Cannot flush mail queue - mail "
      "system is down")  # fmt: skip
    s("postfix_mailq", {"host": "mx2"}, down)
    tail = ("Mar  4 06:02:11 mx2 postfix/postfix-script[3310]: fatal: the Postfix mail system is "
            "not running")  # fmt: skip
    s("postfix_log_search", {"host": "mx2", "pattern": "reset", "since": "today"}, tail)
    s("postfix_mailq", {"host": "mx2"}, down)
    s("postfix_log_search", {"host": "mx2", "pattern": "status=", "since": "today"}, tail)
    s("postfix_flush", {"host": "mx2"}, "postqueue: fatal: Cannot flush mail queue - mail "
      "system is down")  # fmt: skip
    s("postfix_mailq", {"host": "mx2"}, down)


def sg_msg(to: str, status: str, subject: str, t: str, opens: int = 0) -> dict:
    return {"from_email": "no-reply@acme.example", "msg_id": hx("sg/" + to + t, 22) +
            ".filterdrecv-5bd8d4b8f4-" + hx(to, 5) + "-1-67C6B1", "subject": subject,
            "to_email": to, "status": status, "opens_count": opens, "clicks_count": 0,
            "last_event_time": t}  # fmt: skip


def mg_event(rcpt: str, code: int, msg: str, ts: float, subject: str) -> dict:
    return {"event": "failed", "id": hx(f"mg/{rcpt}", 22), "timestamp": ts,
            "severity": "permanent", "reason": "bounce", "recipient": rcpt,
            "recipient-domain": rcpt.split("@")[1], "log-level": "error",
            "delivery-status": {"code": code, "message": msg, "description": "",
                                "attempt-no": 1, "session-seconds": 0.41},
            "message": {"headers": {"to": rcpt, "from": "Acme Store <orders@mg.acme.example>",
                                    "subject": subject, "message-id":
                                    f"{hx('mid/' + rcpt, 16)}@mg.acme.example"}, "size": 18817},
            "tags": ["order-confirmation"]}  # fmt: skip


def mg_page(items: list[dict], token: str) -> str:
    base = "https://api.mailgun.net/v3/mg.acme.example/events/"
    return cj(
        {
            "items": items,
            "paging": {
                "first": base + hx("first" + token, 20),
                "last": base + hx("last" + token, 20),
                "next": base + hx("next" + token, 20),
                "previous": base + hx("prev" + token, 20),
            },
        }
    )


def mail_events(rows: list[Row]) -> None:
    s = Session(rows, "mail-events", "events-ok-1",
                "Did this morning's password-reset emails reach kwame, lotte.devries, sofia.r "
                "and m.haddad? If not, why?")  # fmt: skip
    subj = "Reset your Acme password"
    s(
        "sendgrid_search_messages",
        {"query": 'to_email="kwame@example.org"', "limit": 10},
        cj(
            {
                "messages": [
                    sg_msg("kwame@example.org", "delivered", subj, "2025-03-04T07:41:12Z", 1)
                ]
            }
        ),
    )
    s("sendgrid_search_messages", {"query": 'to_email="lotte.devries@example.nl"', "limit": 10},
      cj({"messages": [sg_msg("lotte.devries@example.nl", "not_delivered", subj,
                              "2025-03-04T07:58:30Z")]}))  # fmt: skip
    bad = sg_msg("lotte.devries@example.nl", "not_delivered", subj, "2025-03-04T07:58:30Z")
    s("sendgrid_get_message", {"msg_id": bad["msg_id"]}, cj(bad | {
        "template_id": "d-5e1c0a9b7f2d4c31", "teammate": "", "api_key_id": "Yk3n0QvTRUm",
        "events": [{"event_name": "processed", "processed": "2025-03-04T07:58:29Z"},
                   {"event_name": "bounced", "processed": "2025-03-04T07:58:30Z",
                    "reason": "550 5.1.1 <lotte.devries@example.nl>: Recipient address "
                              "rejected: User unknown in relay recipient table",
                    "bounce_type": "bounced", "attempt_num": 1, "mx_server": "mx1.example.nl"}],
        "originating_ip": "10.2.7.44", "outbound_ip": "149.72.44.18",
        "outbound_ip_type": "dedicated"}))  # fmt: skip
    s(
        "sendgrid_search_messages",
        {"query": 'to_email="sofia.r@example.com"', "limit": 10},
        cj(
            {"messages": [sg_msg("sofia.r@example.com", "delivered", subj, "2025-03-04T08:02:55Z")]}
        ),
    )
    s(
        "sendgrid_search_messages",
        {"query": 'to_email="m.haddad@example.com"', "limit": 10},
        cj({"messages": []}),
    )
    s("sendgrid_search_messages", {"query": 'to_email LIKE "%haddad%" AND last_event_time '
                                            'BETWEEN TIMESTAMP "2025-03-03T00:00:00Z" AND '
                                            'TIMESTAMP "2025-03-04T12:00:00Z"', "limit": 10},
      cj({"messages": [sg_msg("m.hadad@example.com", "delivered", subj,
                              "2025-03-04T08:14:41Z")]}))  # fmt: skip

    s = Session(rows, "mail-events", "events-ok-2",
                "List 3 March's permanent bounces on mg.acme.example to the end; unsuppress "
                "t.kerr and n.petrov.")  # fmt: skip
    ts = 1740960000.0
    subj = "Your Acme order is confirmed"
    p1 = [mg_event("t.kerr@example.co.uk", 552, "5.2.2 The email account that you tried to reach "
                   "is over quota.", ts + 3611.2, subj),
          mg_event("a.ng@example.com", 550, "5.1.1 The email account that you tried to reach "
                   "does not exist.", ts + 5402.9, subj),
          mg_event("n.petrov@example.com", 550, "5.7.1 Mailbox disabled for this recipient",
                   ts + 9100.4, subj)]  # fmt: skip
    p2 = [mg_event("jo@oldisp.example", 550, "5.1.1 <jo@oldisp.example>: Recipient address "
                   "rejected: User unknown", ts + 40233.0, subj),
          mg_event("facturas@example.es", 554, "5.7.1 Message rejected as spam by Content "
                   "Filtering.", ts + 61020.7, subj)]  # fmt: skip
    q = {"domain": "mg.acme.example", "event": "failed", "severity": "permanent",
         "begin": "Mon, 3 Mar 2025 00:00:00 +0000", "end": "Tue, 4 Mar 2025 00:00:00 +0000",
         "limit": 3}  # fmt: skip
    s("mailgun_get_events", q, mg_page(p1, "1"))
    s(
        "mailgun_get_events",
        {"url": "https://api.mailgun.net/v3/mg.acme.example/events/" + hx("next1", 20)},
        mg_page(p2, "2"),
    )
    s(
        "mailgun_get_events",
        {"url": "https://api.mailgun.net/v3/mg.acme.example/events/" + hx("next2", 20)},
        mg_page([], "3"),
    )
    for addr in ("t.kerr@example.co.uk", "n.petrov@example.com"):
        s(
            "mailgun_delete_bounce",
            {"domain": "mg.acme.example", "address": addr},
            cj({"address": addr, "message": "Bounced address has been removed"}),
        )

    s = Session(
        rows,
        "mail-events",
        "events-fail-1",
        "Why did five customers not get last week's order confirmations (24-28 Feb)?",
    )
    for n, rcpt in enumerate(
        (
            "r.silva@example.com",
            "d.kim@example.org",
            "ella.b@example.co.uk",
            "farid@example.net",
            "h.muller@example.de",
            "r.silva@example.com",
        )
    ):
        s(
            "mailgun_get_events",
            {
                "domain": "mg.acme.example",
                "recipient": rcpt,
                "begin": "Mon, 24 Feb 2025 00:00:00 +0000",
                "end": "Sat, 1 Mar 2025 00:00:00 +0000",
                "limit": 50,
            },
            mg_page([], f"e{n}"),
        )


def dmarc_xml(org: str, email: str, rid: str, begin: int, recs: list[tuple]) -> str:
    out = ['<?xml version="1.0" encoding="UTF-8" ?>', "<feedback>", "  <report_metadata>",
           f"    <org_name>{org}</org_name>", f"    <email>{email}</email>",
           f"    <report_id>{rid}</report_id>",
           f"    <date_range><begin>{begin}</begin><end>{begin + 86399}</end></date_range>",
           "  </report_metadata>", "  <policy_published>", "    <domain>acme.example</domain>",
           "    <adkim>r</adkim><aspf>r</aspf><p>quarantine</p><sp>quarantine</sp><pct>100</pct>",
           "  </policy_published>"]  # fmt: skip
    for ip, count, disp, dkim, spf, dkim_dom, spf_dom in recs:
        out += ["  <record>", "    <row>", f"      <source_ip>{ip}</source_ip>",
                f"      <count>{count}</count>",
                f"      <policy_evaluated><disposition>{disp}</disposition><dkim>{dkim}</dkim>"
                f"<spf>{spf}</spf></policy_evaluated>", "    </row>",
                "    <identifiers><header_from>acme.example</header_from></identifiers>",
                "    <auth_results>",
                f"      <dkim><domain>{dkim_dom}</domain><result>{dkim}</result></dkim>",
                f"      <spf><domain>{spf_dom}</domain><result>{spf}</result></spf>",
                "    </auth_results>", "  </record>"]  # fmt: skip
    return "\n".join([*out, "</feedback>"])


def dmarc(rows: list[Row]) -> None:
    s = Session(rows, "dmarc", "dmarc-ok-1",
                "Summarise 2 March's DMARC reports for acme.example: failing sources, counts, "
                "dispositions.")  # fmt: skip
    day = 1740873600
    reps = [("google.com", "noreply-dmarc-support@google.com", "17409876543210123456", [
                ("209.85.220.41", 1204, "none", "pass", "pass", "acme.example", "acme.example"),
                ("149.72.44.18", 311, "none", "pass", "fail", "acme.example",
                 "em1234.acme.example"),
                ("45.61.140.9", 17, "quarantine", "fail", "fail", "acme-billing.example",
                 "acme-billing.example")]),
            ("Outlook.com", "dmarcreport@microsoft.com", "c8a1f0e2b7d64f3a9e51d0c3a7b2e6f4", [
                ("40.107.22.55", 640, "none", "pass", "pass", "acme.example", "acme.example"),
                ("198.2.180.12", 88, "quarantine", "fail", "pass", "mcsv.net", "mcsv.net")]),
            ("Yahoo", "dmarchelp@yahooinc.com", "1740960012.771024", [
                ("209.85.220.41", 233, "none", "pass", "pass", "acme.example", "acme.example")]),
            ("Mail.Ru", "dmarc_support@corp.mail.ru", "77120381720398112", [
                ("45.61.140.9", 4, "reject", "fail", "fail", "acme-billing.example",
                 "acme-billing.example")])]  # fmt: skip
    s("dmarc_list_reports", {"domain": "acme.example", "date": "2025-03-02"}, cj([
        {"report_id": rid, "org_name": org, "received": "2025-03-03T0" + str(i) + ":14:09Z",
         "file": f"{org.lower().replace(' ', '')}!acme.example!{day}!{day + 86399}.xml.gz"}
        for i, (org, _, rid, _) in enumerate(reps)]))  # fmt: skip
    for org, email, rid, recs in reps:
        s("dmarc_get_report", {"report_id": rid}, dmarc_xml(org, email, rid, day, recs))

    s = Session(rows, "dmarc", "dmarc-fail-1",
                "Which IPs failed DMARC for acme.example in the 27 February reports? Counts per "
                "receiver.")  # fmt: skip
    day = 1740614400
    listed = [
        ("google.com", "17406541112223334445"),
        ("Outlook.com", "a9d3e2f1c0b4a5968778695a4b3c2d1e"),
        ("Yahoo", "1740700007.002118"),
        ("Comcast", "comcast-1740654400-881"),
        ("Mail.Ru", "77120099110231871"),
    ]
    s("dmarc_list_reports", {"domain": "acme.example", "date": "2025-02-27"}, cj([
        {"report_id": rid, "org_name": org, "received": "2025-02-28T0" + str(i) + ":20:31Z",
         "file": f"{org.lower()}!acme.example!{day}!{day + 86399}.xml.gz"}
        for i, (org, rid) in enumerate(listed)]))  # fmt: skip
    stale = dmarc_xml("google.com", "noreply-dmarc-support@google.com", "17406541112223334445",
                      day, [("209.85.220.41", 1187, "none", "pass", "pass", "acme.example",
                             "acme.example")])  # fmt: skip
    for _, rid in listed[:4]:
        s("dmarc_get_report", {"report_id": rid}, stale)


def checkdmarc(
    spf: dict,
    dmarc_rec: str = "v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.example"
    "; ruf=mailto:dmarc@acme.example; fo=1",
) -> str:
    return pj(
        {
            "domain": "acme.example",
            "base_domain": "acme.example",
            "dnssec": False,
            "ns": {"hostnames": ["ns-1402.awsdns-47.org", "ns-312.awsdns-39.com"], "warnings": []},
            "mx": {
                "hosts": [
                    {
                        "preference": 1,
                        "hostname": "aspmx.l.google.com",
                        "addresses": ["142.250.153.27"],
                        "starttls": True,
                    },
                    {
                        "preference": 5,
                        "hostname": "alt1.aspmx.l.google.com",
                        "addresses": ["142.251.9.26"],
                        "starttls": True,
                    },
                ],
                "warnings": [],
            },
            "spf": spf,
            "dmarc": {
                "record": dmarc_rec,
                "valid": True,
                "location": "acme.example",
                "warnings": [],
                "tags": {
                    "p": {"value": "quarantine", "explicit": True},
                    "pct": {"value": 100, "explicit": False},
                },
            },
        }
    )


def mail_dns(rows: list[Row]) -> None:
    s = Session(rows, "mail-dns", "maildns-ok-1",
                "Check acme.example's MX, SPF, DMARC and DKIM selectors google, mg, s1, k1, pic "
                "before moving to Mailgun.")  # fmt: skip
    spf = "v=spf1 include:_spf.google.com include:sendgrid.net include:servers.mcsv.net ~all"
    s(
        "checkdmarc",
        {"domain": "acme.example"},
        checkdmarc(
            {
                "record": spf,
                "valid": True,
                "dns_lookups": 7,
                "dns_void_lookups": 0,
                "warnings": [],
                "parsed": {
                    "pass": [],
                    "neutral": [],
                    "softfail": [],
                    "fail": [],
                    "include": [
                        {"domain": "_spf.google.com"},
                        {"domain": "sendgrid.net"},
                        {"domain": "servers.mcsv.net"},
                    ],
                    "redirect": None,
                    "all": "softfail",
                },
            }
        ),
    )
    tk = "opendkim-testkey: using default configfile /etc/opendkim.conf\n"
    for sel, res in (
        (
            "google",
            "opendkim-testkey: checking key 'google._domainkey.acme.example'"
            "\nopendkim-testkey: key not secure\nopendkim-testkey: key OK",
        ),
        (
            "mg",
            "opendkim-testkey: checking key 'mg._domainkey.acme.example'\n"
            "opendkim-testkey: 'mg._domainkey.acme.example' record not found",
        ),
        (
            "s1",
            "opendkim-testkey: checking key 's1._domainkey.acme.example'\n"
            "opendkim-testkey: key not secure\nopendkim-testkey: key OK",
        ),
        (
            "k1",
            "opendkim-testkey: checking key 'k1._domainkey.acme.example'\n"
            "opendkim-testkey: key not secure\nopendkim-testkey: key OK",
        ),
        (
            "pic",
            "opendkim-testkey: checking key 'pic._domainkey.acme.example'\n"
            "opendkim-testkey: 'pic._domainkey.acme.example' record not found",
        ),
    ):
        s("opendkim_testkey", {"domain": "acme.example", "selector": sel, "verbose": 3}, tk + res)

    s = Session(rows, "mail-dns", "maildns-ok-2",
                "Add include:mailgun.org to acme.example's SPF; if over 10 lookups, drop the "
                "retired SendGrid include.")  # fmt: skip
    zone = "Z03841772EXAMPLE0QK9"
    spf2 = (
        "v=spf1 include:_spf.google.com include:sendgrid.net include:servers.mcsv.net "
        "include:mailgun.org ~all"
    )
    s(
        "route53_change_record",
        {"zone": zone, "name": "acme.example", "type": "TXT", "value": f'"{spf2}"'},
        pj(
            {
                "ChangeInfo": {
                    "Id": "/change/C0461829B4ZQ7XJ3PLH",
                    "Status": "PENDING",
                    "SubmittedAt": "2025-03-04T11:02:19.512000+00:00",
                }
            }
        ),
    )
    s("checkdmarc", {"domain": "acme.example"},
      checkdmarc({"record": spf2, "valid": False, "error": "Parsing the SPF record requires "
                  "11/10 maximum DNS lookups - https://tools.ietf.org/html/rfc7208#section-4.6.4",
                  "dns_lookups": 11}))  # fmt: skip
    spf3 = "v=spf1 include:_spf.google.com include:servers.mcsv.net include:mailgun.org ~all"
    s(
        "route53_change_record",
        {"zone": zone, "name": "acme.example", "type": "TXT", "value": f'"{spf3}"'},
        pj(
            {
                "ChangeInfo": {
                    "Id": "/change/C0918273KQ1L0VBN2WX",
                    "Status": "PENDING",
                    "SubmittedAt": "2025-03-04T11:06:40.075000+00:00",
                }
            }
        ),
    )
    s(
        "route53_get_change",
        {"id": "/change/C0918273KQ1L0VBN2WX"},
        pj(
            {
                "ChangeInfo": {
                    "Id": "/change/C0918273KQ1L0VBN2WX",
                    "Status": "INSYNC",
                    "SubmittedAt": "2025-03-04T11:06:40.075000+00:00",
                }
            }
        ),
    )
    s(
        "checkdmarc",
        {"domain": "acme.example"},
        checkdmarc(
            {
                "record": spf3,
                "valid": True,
                "dns_lookups": 8,
                "dns_void_lookups": 0,
                "warnings": [],
                "parsed": {
                    "include": [
                        {"domain": "_spf.google.com"},
                        {"domain": "servers.mcsv.net"},
                        {"domain": "mailgun.org"},
                    ],
                    "all": "softfail",
                },
            }
        ),
    )


# --------------------------------------------------------------------------- construction
def pc_person(name: str) -> dict:
    return {"id": int(hx("pc/" + name, 6), 16), "name": name}


PC_RFIS = [
    ("031", "Embed plate conflict with post-tensioning tendons at grid C/4, L3",
     "2025-01-28", "Hana Sato", "03 38 00", "Post-Tensioned Concrete", "Level 3", "yes_known", 5),
    ("034", "Curtain wall anchor spacing at slab edge - deflection header detail",
     "2025-02-04", "Jon Alvarez", "08 44 13", "Glazed Curtain Walls", "Level 5", "tbd", None),
    ("037", "Fire damper access at corridor 210 above hard lid ceiling",
     "2025-02-11", "Jon Alvarez", "23 33 00", "Air Duct Accessories", "Level 2", "no_impact", 0),
    ("038", "Waterproofing termination at planter P-3 vs. drain body elevation",
     "2025-02-14", "Priya Nair", "07 13 00", "Sheet Waterproofing", "Roof", "tbd", None),
    ("040", "Elevator pit depth 5'-6\" on A-501 vs. 6'-0\" required by vendor",
     "2025-02-19", "Priya Nair", "14 21 00", "Electric Traction Elevators", "Level P1",
     "yes_unknown", None),
    ("041", "Door hardware set HW-12 lists electrified lever on non-rated door 118B",
     "2025-02-20", "Jon Alvarez", "08 71 00", "Door Hardware", "Level 1", "no_impact", 0),
    ("043", "Slab depression for tile at unit bathrooms - 1 1/2\" vs 3/4\" on S-201",
     "2025-02-24", "Hana Sato", "03 30 00", "Cast-in-Place Concrete", "Level 4", "tbd", None),
    ("044", "Roof drain overflow scupper size not shown on P-401",
     "2025-02-26", "Priya Nair", "22 14 26", "Facility Storm Drains", "Roof", "tbd", None),
    ("045", "Conflict between sprinkler main and beam W18x35 at grid E/7",
     "2025-02-27", "Jon Alvarez", "21 13 13", "Wet-Pipe Sprinkler Systems", "Level 3", "tbd",
     None),
    ("046", "Storefront sill height at retail 101 vs. finished grade",
     "2025-02-28", "Priya Nair", "08 41 13", "Aluminum-Framed Storefronts", "Level 1", "tbd",
     None),
    ("047", "Stair 2 handrail extension at landing conflicts with door swing",
     "2025-03-03", "Jon Alvarez", "05 51 00", "Metal Stairs", "Level 2", "tbd", None),
    ("048", "Generator exhaust routing through roof screen", "2025-03-05", "Priya Nair",
     "26 32 13", "Engine Generators", "Roof", "tbd", None),
]  # fmt: skip


def pc_rfi(r: tuple, detail: bool = False, answer: str | None = None) -> dict:
    num, subj, due, bic, spec, spec_name, loc, sched, days = r
    out = {"id": 2841000 + int(num), "number": num, "subject": subj, "status": "open",
           "due_date": due, "ball_in_court": [pc_person(bic)],
           "specification_section": {"number": spec, "description": spec_name},
           "location": {"name": loc},
           "schedule_impact": {"status": sched, "value": days}}  # fmt: skip
    if detail:
        out["questions"] = [
            {"id": 990000 + int(num), "plain_text_body": answer or "", "answers": []}
        ]
    return out


def procore(rows: list[Row]) -> None:
    s = Session(rows, "procore", "procore-ok-1",
                "Riverside Tower: open RFIs past due today (4 Mar) with ball in court; what "
                "blocks the two oldest?")  # fmt: skip
    q = {"project_id": 562949, "filters[status]": "open", "per_page": 8}
    s("procore_list_rfis", q | {"page": 1}, cj([pc_rfi(r) for r in PC_RFIS[:8]]))
    s("procore_list_rfis", q | {"page": 2}, cj([pc_rfi(r) for r in PC_RFIS[8:]]))
    s("procore_get_rfi", {"project_id": 562949, "id": 2841031}, cj(pc_rfi(
        PC_RFIS[0], True, "Embed plates EP-7 and EP-8 per S-301 land on the banded tendon "
        "profile at C/4. Shop drawings show 2\" clearance, PT supplier requires 3\". Request "
        "EOR direction: shift plates 4\" east or re-profile tendons? Steel erection on L3 is "
        "held until answered.")))  # fmt: skip
    s(
        "procore_get_rfi",
        {"project_id": 562949, "id": 2841034},
        cj(
            pc_rfi(
                PC_RFIS[1],
                True,
                "Anchor spacing on CW-3 shop drawings is 4'-0\" o.c.; A-520 detail 7 "
                'implies 5\'-0" with a deflection header the slab edge cannot take (1 1/4" edge '
                "distance). Curtain wall sub cannot release fabrication until resolved.",
            )
        ),
    )
    s("procore_list_rfi_replies", {"project_id": 562949, "rfi_id": 2841034}, cj([
        {"id": 771201, "body": "Forwarded to facade consultant, expect response by 2/12.",
         "created_at": "2025-02-05T18:01:44Z", "created_by": pc_person("Jon Alvarez"),
         "official": False},
        {"id": 771388, "body": "Consultant asked for slab edge survey at L5 - survey "
         "scheduled 3/6.", "created_at": "2025-02-25T14:37:10Z",
         "created_by": pc_person("Jon Alvarez"), "official": False}]))  # fmt: skip

    s = Session(rows, "procore", "procore-ok-2",
                "Answer RFI 041 officially (keep HW-12 lever on 118B) and check for a door "
                "hardware submittal.")  # fmt: skip
    s("procore_get_rfi", {"project_id": 562949, "id": 2841041}, cj(pc_rfi(
        PC_RFIS[5], True, "HW-12 lists an electrified lever (Schlage L9092) for door 118B which "
        "is shown as non-rated on A-601. Confirm whether electrified hardware is intended or "
        "whether HW-8 should be used.")))  # fmt: skip
    s("procore_create_rfi_reply", {"project_id": 562949, "rfi_id": 2841041, "official": True,
                                   "body": "Door 118B is non-rated. Keep the electrified lever "
                                           "per HW-12 (access control); no change."},
      cj({"id": 772940, "body": "Door 118B is non-rated. Keep the electrified lever per HW-12 "
          "(access control); no change.", "created_at": "2025-03-04T16:10:22Z",
          "created_by": pc_person("Marco Bellini"), "official": True}))  # fmt: skip
    s(
        "procore_list_submittals",
        {
            "project_id": 562949,
            "filters[specification_section_id]": int(hx("spec/08 71 00", 5), 16),
        },
        "[]",
    )
    s(
        "procore_list_submittals",
        {"project_id": 562949, "filters[query]": "hardware"},
        cj(
            [
                {
                    "id": 3301877,
                    "number": "08 71 00-1",
                    "title": "Door Hardware - Product Data and Hardware Schedule",
                    "status": {"id": 1, "name": "Draft"},
                    "revision": "0",
                    "specification_section": None,
                    "due_date": "2025-03-14",
                    "ball_in_court": [pc_person("Hana Sato")],
                    "created_at": "2025-03-03T20:41:07Z",
                }
            ]
        ),
    )

    s = Session(
        rows,
        "procore",
        "procore-fail-1",
        "Export every RFI on Riverside Tower (about 48) with status and due date.",
    )
    first = cj([pc_rfi(r) for r in PC_RFIS[:3]])
    for page in range(1, 7):
        s("procore_list_rfis", {"project_id": 562949, "per_page": 3, "page": page}, first)


ACC_PROJ = "b.8e2f4c1a-93d7-4b6e-a0c5-1f2e3d4c5b6a"


def acc_issue(n: int, title: str, desc: str, loc: str, due: str, comments: int) -> dict:
    return {"id": uid(f"acc/issue/{n}"), "displayId": n, "title": title, "description": desc,
            "status": "open", "issueTypeId": uid("acc/type/qc"), "issueSubtypeId":
            uid("acc/sub/drywall"), "assignedTo": uid("acc/co/coastline"),
            "assignedToType": "company", "dueDate": due, "locationDetails": loc,
            "rootCauseId": None, "published": True, "commentCount": comments,
            "createdAt": "2025-02-2" + str(n % 8) + "T14:02:11.000Z", "createdBy":
            "B7ZQ3KX4TYLM"}  # fmt: skip


def acc_page(results: list[dict], total: int, offset: int = 0, limit: int = 25) -> str:
    return cj(
        {
            "pagination": {"limit": limit, "offset": offset, "totalResults": total},
            "results": results,
        }
    )


def acc(rows: list[Row]) -> None:
    s = Session(rows, "acc", "acc-ok-1",
                "Harbor Clinic: read Coastline's open Level 2 issues and comments; comment that "
                "the walk-through is Thu 08:00.")  # fmt: skip
    issues = [acc_issue(112, "Drywall damage at corridor 2.14 from MEP rough-in",
                        "3 ft x 2 ft gouge at 48\" AFF, east wall", "Level 2 > Corridor 2.14",
                        "2025-03-07", 2),
              acc_issue(118, "Missing fire caulk at head-of-wall, rooms 2.21-2.24",
                        "UL HW-D-0607 joint not sealed along 40 LF", "Level 2 > Rooms 2.21-2.24",
                        "2025-03-05", 0),
              acc_issue(121, "Level 5 finish not met at nurse station 2B", "Visible joints "
                        "under raking light; see photos", "Level 2 > Nurse Station 2B",
                        "2025-03-10", 1)]  # fmt: skip
    s(
        "acc_search_issues",
        {
            "projectId": ACC_PROJ,
            "filter[status]": "open",
            "filter[assignedTo]": uid("acc/co/coastline"),
            "filter[locationIds]": "Level 2",
        },
        acc_page(issues, 3),
    )
    s("acc_get_issue_comments", {"projectId": ACC_PROJ, "issueId": issues[0]["id"]}, acc_page([
        {"id": uid("c/1"), "body": "Patch scheduled after MEP inspection on 3/5.", "createdAt":
         "2025-02-24T16:20:00.000Z", "createdBy": "K2LQ8NB3XW7Y"},
        {"id": uid("c/2"), "body": "MEP inspection moved to 3/6 AM.", "createdAt":
         "2025-03-03T09:12:41.000Z", "createdBy": "B7ZQ3KX4TYLM"}], 2))  # fmt: skip
    s(
        "acc_get_issue_comments",
        {"projectId": ACC_PROJ, "issueId": issues[1]["id"]},
        acc_page([], 0),
    )
    s(
        "acc_get_issue_comments",
        {"projectId": ACC_PROJ, "issueId": issues[2]["id"]},
        acc_page(
            [
                {
                    "id": uid("c/3"),
                    "body": "Will re-skim Friday. Need temp lighting left on.",
                    "createdAt": "2025-02-28T11:45:19.000Z",
                    "createdBy": "K2LQ8NB3XW7Y",
                }
            ],
            1,
        ),
    )
    for i, issue in enumerate(issues):
        body = "Joint walk-through Thursday 6 March 08:00 at the Level 2 elevator lobby."
        s("acc_create_issue_comment", {"projectId": ACC_PROJ, "issueId": issue["id"],
                                       "body": body},
          cj({"id": uid(f"c/new/{i}"), "body": body, "createdAt":
              f"2025-03-04T15:0{i}:12.000Z", "createdBy": "B7ZQ3KX4TYLM",
              "permittedActions": [], "permittedAttributes": []}))  # fmt: skip

    s = Session(rows, "acc", "acc-ok-2",
                "Harbor Clinic: open RFIs waiting on the architect, and what is the oldest "
                "asking?")  # fmt: skip
    rfis = [{"id": uid(f"rfi/{n}"), "customIdentifier": str(n), "title": t, "status":
             "openRev1" if n > 20 else "submitted", "assignedTo": [{"id": "ARCH01", "type":
                                                                     "company"}],
             "dueDate": d, "createdAt": c, "question": None}
            for n, t, d, c in ((14, "Ceiling height at imaging suite vs. duct main",
                                "2025-02-14", "2025-02-03T10:00:00.000Z"),
                               (19, "Casework blocking at exam rooms", "2025-02-25",
                                "2025-02-12T10:00:00.000Z"),
                               (22, "Lead lining extents at X-ray room 1.08", "2025-03-07",
                                "2025-02-21T10:00:00.000Z"))]  # fmt: skip
    s(
        "acc_search_rfis",
        {
            "projectId": ACC_PROJ,
            "filter": {"status": ["submitted", "openRev1"], "assignedTo": ["ARCH01"]},
            "limit": 2,
            "offset": 0,
        },
        acc_page(rfis[:2], 3, 0, 2),
    )
    s(
        "acc_search_rfis",
        {
            "projectId": ACC_PROJ,
            "filter": {"status": ["submitted", "openRev1"], "assignedTo": ["ARCH01"]},
            "limit": 2,
            "offset": 2,
        },
        acc_page(rfis[2:], 3, 2, 2),
    )
    s(
        "acc_get_rfi",
        {"projectId": ACC_PROJ, "rfiId": rfis[0]["id"]},
        cj(
            rfis[0]
            | {
                "question": "Imaging suite 1.12 ceiling is 9'-0\" on A-401 but the supply main on "
                "M-201 runs at 8'-8\" BOD. Can the ceiling drop to 8'-6\" or must the main reroute "
                "through corridor 1.10?",
                "suggestedAnswer": "Reroute through 1.10 (adds 2 elbows)",
                "costImpact": "Yes",
                "scheduleImpact": "TBD",
                "location": "Level 1 > Imaging 1.12",
            }
        ),
    )

    s = Session(
        rows,
        "acc",
        "acc-fail-1",
        "Harbor Clinic: open issues and RFIs due this week, grouped by company.",
    )
    expired = cj(
        {
            "developerMessage": "The token is not valid or has expired.",
            "moreInfo": "https://aps.autodesk.com/en/docs/oauth/v2/developers_guide/"
            "error_handling/",
            "errorCode": "AUTH-006",
        }
    )
    for tool, args in (
        (
            "acc_search_issues",
            {
                "projectId": ACC_PROJ,
                "filter[status]": "open",
                "filter[dueDate]": "2025-03-03..2025-03-09",
            },
        ),
        (
            "acc_search_rfis",
            {"projectId": ACC_PROJ, "filter": {"dueDate": "2025-03-03..2025-03-09"}},
        ),
        ("acc_search_issues", {"projectId": ACC_PROJ, "filter[status]": "open"}),
        ("acc_search_issues", {"projectId": ACC_PROJ}),
        ("acc_search_rfis", {"projectId": ACC_PROJ, "limit": 10}),
        ("acc_search_issues", {"projectId": ACC_PROJ, "limit": 5}),
    ):
        s(tool, args, expired)


def accela_record(
    cid: str, kind: str, text: str, status: str, opened: str, name: str, num: int, street: str
) -> dict:
    return {"id": "ACCELA-" + cid.replace("BLD", "").replace("-", "CAP-00000-"),
            "customId": cid, "module": "Building",
            "type": {"value": f"Building/Residential/{kind}/NA", "text": text,
                     "module": "Building"},
            "status": {"value": status, "text": status}, "openedDate": f"{opened} 00:00:00",
            "name": name, "addresses": [{"streetStart": num, "streetName": street,
                                         "city": "Fairview", "postalCode": "94577",
                                         "state": {"value": "CA", "text": "CA"}}]}  # fmt: skip


def accela_insp(
    iid: int, kind: str, status: str, when: str, result: str | None, comment: str | None, cid: str
) -> dict:
    return {"id": iid, "type": {"id": int(hx("it/" + kind, 4), 16), "value": kind, "text": kind},
            "status": {"value": status, "text": status}, "scheduleDate": f"{when} 00:00:00",
            "scheduleStartTime": "08:00 AM", "scheduleEndTime": "12:00 PM",
            "inspectorFullName": "Rosa Delgado", "resultType": result, "resultComment": comment,
            "recordId": {"customId": cid}}  # fmt: skip


def accela(result: list[dict] | None, extra: dict | None = None) -> str:
    out: dict[str, Any] = {"status": 200, "result": result or []}
    out["page"] = {"offset": 0, "limit": 25, "hasmore": False}
    return cj(out | (extra or {}))


def permits(rows: list[Row]) -> None:
    s = Session(rows, "permits", "permits-ok-1",
                "2025 permits for 1908 Larkspur Ln, 77 Quarry Rd, 412 Alder Ct with "
                "inspections; book Larkspur's framing.")  # fmt: skip
    lark = accela_record(
        "BLD2025-00412",
        "Addition",
        "Residential Addition",
        "Issued",
        "2025-01-14",
        "Rear addition and deck",
        1908,
        "Larkspur Ln",
    )
    alder = [accela_record("BLD2025-00907", "Alteration", "Residential Alteration",
                           "In Review", "2025-02-21", "Kitchen remodel, move gas line", 412,
                           "Alder Ct"),
             accela_record("BLD2025-00911", "Solar", "Residential Solar PV", "Issued",
                           "2025-02-24", "7.2 kW roof-mount PV", 412, "Alder Ct")]  # fmt: skip
    srch = "accela_search_records"
    s(
        srch,
        {"module": "Building", "address": "1908 Larkspur Ln", "openedDateFrom": "2025-01-01"},
        accela([lark]),
    )
    s("accela_get_inspections", {"recordId": lark["id"]}, accela([
        accela_insp(88011, "Foundation", "Approved", "2025-02-10", "Approved",
                    "Forms and rebar OK", "BLD2025-00412"),
        accela_insp(88012, "Underfloor Framing", "Approved", "2025-02-26", "Approved", None,
                    "BLD2025-00412")]))  # fmt: skip
    s(
        srch,
        {"module": "Building", "address": "77 Quarry Rd", "openedDateFrom": "2025-01-01"},
        accela([]),
    )
    s(
        srch,
        {"module": "Building", "address": "412 Alder Ct", "openedDateFrom": "2025-01-01"},
        accela(alder),
    )
    s("accela_get_inspections", {"recordId": alder[0]["id"]}, accela([]))
    s("accela_get_inspections", {"recordId": alder[1]["id"]}, accela([
        accela_insp(88230, "Solar Final", "Scheduled", "2025-03-07", None, None,
                    "BLD2025-00911")]))  # fmt: skip
    s(
        "accela_schedule_inspection",
        {"recordId": lark["id"], "type": "Framing", "scheduleDate": "2025-03-06", "timeSlot": "AM"},
        cj({"status": 200, "result": [{"id": 88291, "isSuccess": True}]}),
    )
    s("accela_get_inspections", {"recordId": lark["id"], "status": "Scheduled"}, accela([
        accela_insp(88291, "Framing", "Scheduled", "2025-03-06", None, None,
                    "BLD2025-00412")]))  # fmt: skip

    s = Session(rows, "permits", "permits-fail-1",
                "Status of permit BLD2024-01877 (3310 Birch Hollow Dr) and has its final "
                "inspection passed?")  # fmt: skip
    for args in (
        {"module": "Building", "customId": "BLD2024-01877"},
        {"module": "Building", "address": "3310 Birch Hollow Dr"},
        {"customId": "BLD2024-01877"},
        {"module": "Building", "address": "3310 Birch Hollow"},
        {"module": "Building", "address": "Birch Hollow", "openedDateFrom": "2024-01-01"},
        {"module": "Building", "customId": "BLD2024-1877"},
    ):
        s("accela_search_records", args, accela([]))


ODATA = "https://api.bridgedataoutput.com/api/v2/OData/actris"


def listing(
    n: int,
    zip_: str,
    price: int,
    beds: int,
    baths: int,
    sqft: int,
    street: str,
    mod: str,
    status: str = "Active",
    dom: int = 9,
) -> dict:
    return {
        "ListingKey": hx(f"lk/{n}", 32),
        "ListingId": f"ACT{7100000 + n * 7919 % 99999}",
        "StandardStatus": status,
        "ListPrice": price,
        "BedroomsTotal": beds,
        "BathroomsTotalInteger": baths,
        "LivingArea": sqft,
        "YearBuilt": 1984 + n % 35,
        "UnparsedAddress": f"{street}, Austin TX {zip_}",
        "City": "Austin",
        "PostalCode": zip_,
        "DaysOnMarket": dom,
        "ModificationTimestamp": mod,
    }


def odata(resource: str, value: list[dict], next_skip: int | None = None) -> str:
    out: dict[str, Any] = {"@odata.context": f"{ODATA}/$metadata#{resource}", "value": value}
    if next_skip is not None:
        out["@odata.nextLink"] = f"{ODATA}/{resource}?$skip={next_skip}&$top=8"
    return cj(out)


def mls(rows: list[Row]) -> None:
    s = Session(rows, "mls", "mls-ok-1",
                "All active 3-bed listings in 78745 under $550k; photo count and open houses "
                "for the two cheapest per sq ft.")  # fmt: skip
    streets = [
        "6204 Emerald Forest Dr",
        "1109 Cactus Rose Ln",
        "5702 Cougar Dr",
        "808 Philco Dr",
        "6611 Dorothy Nell Dr",
        "1505 Kay St",
        "7003 Bethune Ave",
        "4911 Gillis St",
        "1210 Hollow Creek Dr",
        "6517 Kenosha Pass",
        "812 Ferris Ave",
        "2303 Leaning Oak Dr",
        "5302 Manor Dr",
        "4704 Heflin Ln",
        "907 Vargas Rd",
        "6205 Shadow Valley Dr",
        "1011 Banister Ln",
        "7402 Kristen Ln",
        "909 Lebanon Ct",
    ]
    ls = [listing(i, "78745", 415000 + (i * 7331) % 130000, 3, 2 + i % 2, 1290 + (i * 97) % 820,
                  st, f"2025-03-0{1 + i % 4}T1{i % 10}:22:10Z", dom=2 + i * 3)
          for i, st in enumerate(streets)]  # fmt: skip
    f = (
        "PostalCode eq '78745' and StandardStatus eq 'Active' and BedroomsTotal eq 3 and "
        "ListPrice lt 550000"
    )
    sel = "ListingKey,ListingId,ListPrice,LivingArea,UnparsedAddress,DaysOnMarket"
    trim = [{k: v for k, v in x.items() if k in sel.split(",")} for x in ls]
    s(
        "reso_query",
        {"resource": "Property", "$filter": f, "$select": sel, "$top": 8},
        odata("Property", trim[:8], 8),
    )
    s("reso_query", {"url": f"{ODATA}/Property?$skip=8&$top=8"}, odata("Property", trim[8:16], 16))
    s("reso_query", {"url": f"{ODATA}/Property?$skip=16&$top=8"}, odata("Property", trim[16:]))
    best = sorted(ls, key=lambda x: x["ListPrice"] / x["LivingArea"])[:2]
    for b, photos in zip(best, (31, 18), strict=True):
        key = b["ListingKey"]
        s("reso_query", {"resource": "Media", "$filter": f"ResourceRecordKey eq '{key}'",
                         "$select": "MediaKey,Order,MediaCategory", "$count": True},
          cj({"@odata.context": f"{ODATA}/$metadata#Media", "@odata.count": photos,
              "value": [{"MediaKey": hx(f"m/{b['ListingKey']}/{o}", 24), "Order": o,
                         "MediaCategory": "Photo"} for o in range(3)]}))  # fmt: skip
    s(
        "reso_query",
        {
            "resource": "OpenHouse",
            "$filter": f"ListingKey eq '{best[0]['ListingKey']}' and OpenHouseDate ge 2025-03-04",
        },
        odata(
            "OpenHouse",
            [
                {
                    "OpenHouseKey": hx("oh/1", 20),
                    "ListingKey": best[0]["ListingKey"],
                    "OpenHouseDate": "2025-03-08",
                    "OpenHouseStartTime": "2025-03-08T19:00:00Z",
                    "OpenHouseEndTime": "2025-03-08T21:00:00Z",
                    "OpenHouseType": "Public",
                    "OpenHouseRemarks": "Tacos on the patio",
                }
            ],
        ),
    )
    s(
        "reso_query",
        {
            "resource": "OpenHouse",
            "$filter": f"ListingKey eq '{best[1]['ListingKey']}' and OpenHouseDate ge 2025-03-04",
        },
        odata("OpenHouse", []),
    )

    s = Session(rows, "mls", "mls-ok-2",
                "What did 1412 Brodie Ln (78745) sell for, its price history, and its listing "
                "agent?")  # fmt: skip
    sold = listing(90, "78745", 489000, 3, 2, 1576, "1412 Brodie Ln", "2024-10-02T15:01:44Z",
                   "Closed", 41) | {"ClosePrice": 472500, "CloseDate": "2024-09-30",
                                    "OriginalListPrice": 509000,
                                    "ListAgentKey": hx("agent/77", 20)}  # fmt: skip
    s(
        "reso_query",
        {
            "resource": "Property",
            "$filter": "UnparsedAddress eq '1412 Brodie Ln' and "
            "PostalCode eq '78745' and StandardStatus eq 'Closed'",
        },
        odata("Property", [sold]),
    )
    s(
        "reso_query",
        {
            "resource": "HistoryTransactional",
            "$filter": f"ResourceRecordKey eq '{sold['ListingKey']}' and FieldName eq 'ListPrice'",
            "$orderby": "ChangedByMemberKey,ModificationTimestamp",
        },
        odata(
            "HistoryTransactional",
            [
                {
                    "HistoryTransactionalKey": hx(f"h/{i}", 16),
                    "ResourceRecordKey": sold["ListingKey"],
                    "FieldName": "ListPrice",
                    "PreviousValue": pv,
                    "NewValue": nv,
                    "ModificationTimestamp": ts,
                }
                for i, (pv, nv, ts) in enumerate(
                    (
                        (None, "509000", "2024-08-20T14:00:02Z"),
                        ("509000", "495000", "2024-09-03T16:41:19Z"),
                        ("495000", "489000", "2024-09-14T09:12:55Z"),
                    )
                )
            ],
        ),
    )
    s(
        "reso_query",
        {"resource": "Member", "$filter": f"MemberKey eq '{sold['ListAgentKey']}'"},
        odata(
            "Member",
            [
                {
                    "MemberKey": sold["ListAgentKey"],
                    "MemberFullName": "Graciela Ibarra",
                    "MemberStateLicense": "0612874",
                    "OfficeName": "Southpark Realty Group",
                    "MemberDirectPhone": "512-555-0176",
                }
            ],
        ),
    )

    s = Session(rows, "mls", "mls-fail-1",
                "Active listings from the last 7 days in 78748, 78749, 78704 and 78745: count "
                "and median price each.")  # fmt: skip
    stale = [listing(200 + i, "78745", 399000 + i * 11000, 3, 2, 1400 + i * 45, st,
                     "2025-01-17T06:00:00Z", dom=48 + i)
             for i, st in enumerate(["6300 Bluff Springs Rd", "512 Franklin Blvd",
                                     "6907 Bradley Dr"])]  # fmt: skip
    sel = "ListingId,ListPrice,UnparsedAddress,PostalCode,DaysOnMarket,ModificationTimestamp"
    stale = [{k: v for k, v in x.items() if k in sel.split(",")} for x in stale]
    for z in ("78748", "78749", "78704", "78745", "78748", "78704"):
        s(
            "reso_query",
            {
                "resource": "Property",
                "$filter": f"PostalCode eq '{z}' and "
                "StandardStatus eq 'Active' and OnMarketDate ge 2025-02-25",
                "$select": sel,
                "$top": 3,
            },
            odata("Property", stale),
        )


# --------------------------------------------------------------------------- blockchains
USDC = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48"
TREASURY = "0x" + hx("treasury", 40)


def addr(seed: str) -> str:
    return "0x" + hx("addr/" + seed, 40)


def es_tokentx(n: int, frm: str, value: int, block: int, ts: int) -> dict:
    return {"blockNumber": str(block), "timeStamp": str(ts), "hash": "0x" + hx(f"tx/{n}"),
            "nonce": str(40 + n), "blockHash": "0x" + hx(f"bh/{block}"), "from": frm,
            "contractAddress": USDC, "to": TREASURY, "value": str(value),
            "tokenName": "USDC", "tokenSymbol": "USDC", "tokenDecimal": "6",
            "transactionIndex": str(n * 7 % 180), "gas": "84918", "gasPrice": "21873301441",
            "gasUsed": "62159", "cumulativeGasUsed": str(9000000 + n * 31337),
            "input": "deprecated", "confirmations": str(21968512 - block)}  # fmt: skip


def es(result: Any, status: str = "1", message: str = "OK") -> str:
    return cj({"status": status, "message": message, "result": result})


#: ``Blacklisted(address)``, the event FiatToken emits when an address is blacklisted.
BLACKLISTED = "0xffa4e6181777692565cf28528fc88fd1516ea86b56da075235fa575af6a4b855"
#: ``Approval(address,address,uint256)``.
APPROVAL = "0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925"


def etherscan(rows: list[Row]) -> None:
    s = Session(rows, "etherscan", "etherscan-ok-1",
                "USDC transfers into our treasury in February 2025, paged to the end; flag "
                "senders off the allowlist.")  # fmt: skip
    senders = [addr("coinbase"), addr("kraken"), addr("payroll"), addr("unknown1"),
               addr("coinbase"), addr("kraken"), addr("coinbase"), addr("unknown2"),
               addr("payroll"), addr("coinbase")]  # fmt: skip
    txs = [es_tokentx(i, f, (25_000 + i * 13_250) * 10**6, 21750400 + i * 19733,
                      1738372000 + i * 237000) for i, f in enumerate(senders[:6])]  # fmt: skip
    q = {
        "module": "account",
        "action": "tokentx",
        "contractaddress": USDC,
        "address": TREASURY,
        "startblock": 21750000,
        "endblock": 21949999,
        "sort": "asc",
        "offset": 2,
    }
    for page in (1, 2, 3):
        s("etherscan_api", q | {"page": page}, es(txs[(page - 1) * 2 : page * 2]))
    s("etherscan_api", q | {"page": 4}, es([], "0", "No transactions found"))
    s("etherscan_api", {"module": "account", "action": "txlist", "address": addr("unknown1"),
                        "startblock": 0, "endblock": 99999999, "page": 1, "offset": 3,
                        "sort": "asc"},
      es([{"blockNumber": "21688102", "timeStamp": "1737590411", "hash": "0x" + hx("u1/0"),
           "from": "0x" + hx("cex-hot", 40), "to": addr("unknown1"), "value":
           "250000000000000000", "isError": "0", "txreceipt_status": "1",
           "functionName": ""}]))  # fmt: skip

    s = Session(rows, "etherscan", "etherscan-ok-2",
                "Why did our USDC payout tx fail?")  # fmt: skip
    tx = "0x" + hx("payout-fail")
    s(
        "etherscan_api",
        {"module": "transaction", "action": "gettxreceiptstatus", "txhash": tx},
        es({"status": "0"}),
    )
    s(
        "etherscan_api",
        {"module": "transaction", "action": "getstatus", "txhash": tx},
        es(
            {
                "isError": "1",
                "errDescription": "execution reverted: Blacklistable: account is blacklisted",
            }
        ),
    )
    s(
        "etherscan_api",
        {"module": "account", "action": "txlistinternal", "txhash": tx},
        es([], "0", "No transactions found"),
    )
    s(
        "etherscan_api",
        {"module": "contract", "action": "getsourcecode", "address": USDC},
        es(
            [
                {
                    "SourceCode": "pragma solidity ^0.4.24;\n\n/**\n * @title FiatTokenProxy\n"
                    " * @dev This contract proxies FiatToken calls and enables FiatToken "
                    "upgrades\n*/\ncontract "
                    "FiatTokenProxy is AdminUpgradeabilityProxy { … }",
                    "ABI": "[…]",
                    "ContractName": "FiatTokenProxy",
                    "CompilerVersion": "v0.4.24+commit.e67f0147",
                    "OptimizationUsed": "0",
                    "Runs": "200",
                    "Proxy": "1",
                    "Implementation": "0x43506849d7c04f9138d1a2050bbf3a0c054402dd",
                }
            ]
        ),
    )
    s("etherscan_api", {"module": "logs", "action": "getLogs", "address": USDC,
                        "topic0": BLACKLISTED,
                        "topic1": "0x000000000000000000000000" + addr("payee")[2:],
                        "fromBlock": 21000000, "toBlock": "latest"},
      es([{"address": USDC, "topics": [
          BLACKLISTED,
          "0x000000000000000000000000" + addr("payee")[2:]], "data": "0x",
          "blockNumber": "0x14e3b2f", "timeStamp": "0x67b8a1d3", "gasPrice": "0x4a817c800",
          "gasUsed": "0xb5d4", "logIndex": "0x1c", "transactionHash": "0x" + hx("blacklist"),
          "transactionIndex": "0x3"}]))  # fmt: skip

    s = Session(rows, "etherscan", "etherscan-fail-1",
                "Reconcile the hot wallet: ETH txs and USDC transfers since 1 March, and its "
                "ETH balance.")  # fmt: skip
    limited = es("Max rate limit reached, please use API Key for higher rate limit", "0", "NOTOK")
    for args in (
        {
            "module": "account",
            "action": "txlist",
            "address": addr("hot"),
            "startblock": 21950000,
            "sort": "asc",
        },
        {
            "module": "account",
            "action": "tokentx",
            "contractaddress": USDC,
            "address": addr("hot"),
            "startblock": 21950000,
            "sort": "asc",
        },
        {"module": "account", "action": "balance", "address": addr("hot"), "tag": "latest"},
        {
            "module": "account",
            "action": "txlist",
            "address": addr("hot"),
            "startblock": 21950000,
            "page": 1,
            "offset": 50,
        },
        {"module": "account", "action": "balance", "address": addr("hot"), "tag": "latest"},
        {"module": "account", "action": "tokentx", "address": addr("hot"), "page": 1, "offset": 20},
    ):
        s("etherscan_api", args, limited)


def rpc(result: Any, i: int = 1) -> str:
    return cj({"jsonrpc": "2.0", "id": i, "result": result})


def word(n: int) -> str:
    return "0x" + format(n, "064x")


def receipt(tx: str, block: int, status: str, logs: list[dict], frm: str, to: str) -> dict:
    return {"blockHash": "0x" + hx(f"bh/{block}"), "blockNumber": hex(block),
            "contractAddress": None, "cumulativeGasUsed": hex(11_203_441), "effectiveGasPrice":
            hex(18_411_200_331), "from": frm, "gasUsed": hex(62_159), "logs": logs,
            "logsBloom": "0x" + "0" * 60 + "4" + "0" * 451, "status": status, "to": to,
            "transactionHash": tx, "transactionIndex": hex(77), "type": "0x2"}  # fmt: skip


TRANSFER = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"


def eth_rpc(rows: list[Row]) -> None:
    s = Session(rows, "eth-rpc", "ethrpc-ok-1",
                "Broadcast the signed 2,500 USDC payout and confirm it is mined with the "
                "Transfer.")  # fmt: skip
    tx = "0x" + hx("payout-ok")
    vendor = addr("contractor")
    ops = addr("ops-wallet")
    s("eth_sendRawTransaction", {"data": "0x02f8b20182" + hx("raw", 120)}, rpc(tx, 1))
    s("eth_getTransactionReceipt", {"hash": tx}, rpc(None, 2))
    s("eth_getTransactionReceipt", {"hash": tx}, rpc(None, 3))
    log = {
        "address": USDC,
        "topics": [TRANSFER, "0x" + "0" * 24 + ops[2:], "0x" + "0" * 24 + vendor[2:]],
        "data": word(2_500 * 10**6),
        "blockNumber": hex(21968519),
        "transactionHash": tx,
        "transactionIndex": hex(77),
        "blockHash": "0x" + hx("bh/21968519"),
        "logIndex": hex(212),
        "removed": False,
    }
    s(
        "eth_getTransactionReceipt",
        {"hash": tx},
        rpc(receipt(tx, 21968519, "0x1", [log], ops, USDC), 4),
    )
    s("eth_blockNumber", {}, rpc(hex(21968526), 5))

    s = Session(rows, "eth-rpc", "ethrpc-ok-2",
                "Vault balances of USDC, WETH, DAI and old LEND, and its USDC allowance to "
                "Permit2.")  # fmt: skip
    vault = addr("vault")[2:]
    weth = "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2"
    dai = "0x6b175474e89094c44da98b954eedeac495271d0f"
    lend = "0x80fb784b7ed66730e8b1dbd9820afd29931aab03"
    permit2 = "0x000000000022d473030f116ddee9f6b43ac78ba3"
    bal = "0x70a08231" + "0" * 24 + vault
    s("eth_call", {"to": USDC, "data": bal, "block": "latest"}, rpc(word(1_204_331_870_112), 1))
    s(
        "eth_call",
        {"to": weth, "data": bal, "block": "latest"},
        rpc(word(312_440_000_000_000_000_000), 2),
    )
    s("eth_call", {"to": dai, "data": bal, "block": "latest"}, rpc(word(0), 3))
    s(
        "eth_call",
        {"to": lend, "data": bal, "block": "latest"},
        cj(
            {
                "jsonrpc": "2.0",
                "id": 4,
                "error": {
                    "code": 3,
                    "message": "execution reverted: LEND token migrated; use the AAVE migrator",
                    "data": "0x08c379a0" + hx("lend-err", 64),
                },
            }
        ),
    )
    s(
        "eth_call",
        {
            "to": USDC,
            "data": "0xdd62ed3e" + "0" * 24 + vault + "0" * 24 + permit2[2:],
            "block": "latest",
        },
        rpc("0x" + "f" * 64, 5),
    )
    s("eth_getLogs", {"address": USDC, "fromBlock": hex(21900000), "toBlock": "latest",
                      "topics": [APPROVAL,
                                 "0x" + "0" * 24 + vault]},
      rpc([{"address": USDC, "topics": [
          APPROVAL,
          "0x" + "0" * 24 + vault, "0x" + "0" * 24 + permit2[2:]], "data": "0x" + "f" * 64,
           "blockNumber": hex(21911802), "transactionHash": "0x" + hx("approve"),
           "transactionIndex": hex(41), "blockHash": "0x" + hx("bh/21911802"),
           "logIndex": hex(96), "removed": False}], 6))  # fmt: skip

    s = Session(rows, "eth-rpc", "ethrpc-fail-1",
                "Were yesterday's three treasury transfers mined? And the treasury's USDC, "
                "USDT, WETH balances now.")  # fmt: skip
    for i in range(3):
        s("eth_getTransactionReceipt", {"hash": "0x" + hx(f"treasury-tx/{i}")}, rpc(None, i + 1))
    tre = "0x70a08231" + "0" * 24 + TREASURY[2:]
    for i, token in enumerate(
        (
            USDC,
            "0xdac17f958d2ee523a2206206994597c13d831ec7",
            "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2",
        )
    ):
        s("eth_call", {"to": token, "data": tre, "block": "latest"}, rpc("0x", i + 4))
    s("eth_getTransactionReceipt", {"hash": "0x" + hx("treasury-tx/0")}, rpc(None, 7))


def sol(result: Any) -> str:
    return pj({"jsonrpc": "2.0", "result": result, "id": 1})


def solana(rows: list[Row]) -> None:
    s = Session(rows, "solana", "solana-ok-1",
                "What happened to this morning's 40 SOL withdrawal from the hot wallet, and "
                "what is its balance now?")  # fmt: skip
    w = b58("sol/hot")
    sig_fail = b58("sol/fail", 64)
    sig_ok = b58("sol/ok", 64)
    sig_dep = b58("sol/d", 64)
    s("getSignaturesForAddress", {"address": w, "limit": 4}, sol([
        {"blockTime": 1741082311, "confirmationStatus": "finalized", "err": None, "memo": None,
         "signature": sig_ok, "slot": 322118907},
        {"blockTime": 1741082019, "confirmationStatus": "finalized", "err": None,
         "memo": "[22] top-up TRS-0304", "signature": sig_dep, "slot": 322118166},
        {"blockTime": 1741081544, "confirmationStatus": "finalized",
         "err": {"InstructionError": [0, {"Custom": 1}]}, "memo": None, "signature": sig_fail,
         "slot": 322116980},
        {"blockTime": 1741050177, "confirmationStatus": "finalized", "err": None, "memo": None,
         "signature": b58("sol/e", 64), "slot": 322038120}]))  # fmt: skip
    dest = b58("sol/dest")

    def tx(sig: str, slot: int, err: Any, logs: list[str], pre: int, post: int) -> str:
        return sol({"blockTime": 1741081544 if err else 1741082311, "slot": slot,
                    "meta": {"computeUnitsConsumed": 150, "err": err, "fee": 5000,
                             "innerInstructions": [], "logMessages": logs,
                             "postBalances": [post, 0 if err else 40_000_000_000, 1],
                             "preBalances": [pre, 0, 1], "preTokenBalances": [],
                             "postTokenBalances": [], "rewards": [],
                             "status": {"Err": err} if err else {"Ok": None}},
                    "transaction": {"message": {"accountKeys": [w, dest,
                                                                "11111111111111111111111111111111"],
                                                "instructions": [{"accounts": [0, 1], "data":
                                                                  "3Bxs4NN8M2Yn4TLb",
                                                                  "programIdIndex": 2}],
                                                "recentBlockhash": b58("bhash/" + sig)},
                                    "signatures": [sig]}, "version": "legacy"})  # fmt: skip

    s(
        "getTransaction",
        {"signature": sig_fail, "encoding": "json", "maxSupportedTransactionVersion": 0},
        tx(
            sig_fail,
            322116980,
            {"InstructionError": [0, {"Custom": 1}]},
            [
                "Program 11111111111111111111111111111111 invoke [1]",
                "Transfer: insufficient lamports 31877210440, need 40000000000",
                "Program 11111111111111111111111111111111 failed: custom program error: 0x1",
            ],
            31_877_215_440,
            31_877_210_440,
        ),
    )
    treasury = b58("sol/treasury")
    s("getTransaction", {"signature": sig_dep, "encoding": "json",
                         "maxSupportedTransactionVersion": 0},
      sol({"blockTime": 1741082019, "slot": 322118166,
           "meta": {"computeUnitsConsumed": 12350, "err": None, "fee": 5000,
                    "innerInstructions": [], "logMessages": [
                        "Program MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr invoke [1]",
                        'Program log: Memo (len 11): "TRS-0304"',
                        "Program MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr consumed 12200 of "
                        "400000 compute units",
                        "Program MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr success",
                        "Program 11111111111111111111111111111111 invoke [1]",
                        "Program 11111111111111111111111111111111 success"],
                    "postBalances": [907_331_004_118, 52_377_210_440, 1, 521_498_880],
                    "preBalances": [927_831_009_118, 31_877_210_440, 1, 521_498_880],
                    "status": {"Ok": None}},
           "transaction": {"message": {"accountKeys": [
               treasury, w, "11111111111111111111111111111111",
               "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr"]}, "signatures": [sig_dep]},
           "version": "legacy"}))  # fmt: skip
    s(
        "getTransaction",
        {"signature": sig_ok, "encoding": "json", "maxSupportedTransactionVersion": 0},
        tx(
            sig_ok,
            322118907,
            None,
            [
                "Program 11111111111111111111111111111111 invoke [1]",
                "Program 11111111111111111111111111111111 success",
            ],
            52_377_210_440,
            12_377_205_440,
        ),
    )
    s(
        "getBalance",
        {"address": w, "commitment": "finalized"},
        sol({"context": {"apiVersion": "2.1.13", "slot": 322121460}, "value": 12_377_205_440}),
    )


def btc(obj: Any) -> str:
    return json.dumps(obj, indent=2)


def btc_err(code: int, msg: str) -> str:
    return f"error code: {code}\nerror message:\n{msg}"


def bitcoin(rows: list[Row]) -> None:
    s = Session(rows, "bitcoin", "bitcoin-ok-1",
                "Node restarted: once ready, wait for the customer deposit to reach 6 "
                "confirmations; give the spendable balance.")  # fmt: skip
    txid = hx("btc/dep")
    cli = "bitcoin_cli"
    s(cli, {"command": "getblockchaininfo"}, btc_err(-28, "Loading block index…"))
    s(cli, {"command": "getblockchaininfo"}, btc_err(-28, "Verifying blocks…"))
    s(cli, {"command": "getblockchaininfo"}, btc({
        "chain": "main", "blocks": 885312, "headers": 885312,
        "bestblockhash": "00000000000000000001" + hx("btc/885312", 44), "difficulty":
        110568428300952.7, "time": 1741085112, "mediantime": 1741082870,
        "verificationprogress": 0.9999991, "initialblockdownload": False,
        "chainwork": "0000000000000000000000000000000000000000a6c1" + hx("cw", 20),
        "size_on_disk": 712664128303, "pruned": False, "warnings": ""}))  # fmt: skip
    s(
        cli,
        {"command": f"getrawtransaction {txid} true"},
        btc_err(
            -5,
            "No such mempool transaction. Use -txindex or provide a block hash to enable "
            "blockchain transaction queries. Use gettransaction for wallet transactions.",
        ),
    )

    def gettx(conf: int) -> str:
        return btc({"amount": 0.8125, "confirmations": conf,
                    "blockhash": "00000000000000000000" + hx("btc/885309", 44),
                    "blockheight": 885309, "blockindex": 211, "blocktime": 1741083390,
                    "txid": txid, "wtxid": hx("btc/w"), "walletconflicts": [],
                    "time": 1741082911, "timereceived": 1741082911,
                    "bip125-replaceable": "no",
                    "details": [{"address": "bc1q" + bech32ish("btc/addr", 38),
                                 "category": "receive",
                                 "amount": 0.8125, "label": "deposits/cust-55120", "vout": 1}],
                    "hex": "02000000000101" + hx("btc/hex", 180)})  # fmt: skip

    s(cli, {"command": f"gettransaction {txid}"}, gettx(4))
    s(cli, {"command": "getblockcount"}, "885313")
    s(cli, {"command": "getblockcount"}, "885314")
    s(cli, {"command": f"gettransaction {txid}"}, gettx(6))
    s(cli, {"command": "getbalances"}, btc({
        "mine": {"trusted": 3.41250317, "untrusted_pending": 0.0, "immature": 0.0},
        "lastprocessedblock": {"hash": "00000000000000000000" + hx("btc/885314", 44),
                               "height": 885314}}))  # fmt: skip

    s = Session(rows, "bitcoin", "bitcoin-fail-1",
                "Confirmations of our withdrawal tx, and the fee rate needed for the next 2 "
                "blocks.")  # fmt: skip
    down = (
        "error: Could not connect to the server 127.0.0.1:8332\n\nMake sure the bitcoind "
        "server is running and that you are connecting to the correct RPC port."
    )
    for command in (
        f"gettransaction {hx('btc/wd')}",
        "estimatesmartfee 2",
        "getblockchaininfo",
        f"gettransaction {hx('btc/wd')}",
        "estimatesmartfee 2 economical",
        "getnetworkinfo",
        "getblockcount",
    ):
        s("bitcoin_cli", {"command": command}, down)


def swap(n: int, usd: float, ts: int) -> dict:
    return {
        "id": "0x" + hx(f"swap/{n}") + f"#{300 + n}",
        "timestamp": str(ts),
        "amountUSD": f"{usd:.6f}",
        "amount0": f"{-usd * 0.9998:.6f}",
        "amount1": f"{usd / 2231.4:.18f}",
        "origin": addr(f"origin/{n % 4}"),
        "transaction": {"id": "0x" + hx(f"swap/{n}")},
    }


def subgraph(rows: list[Row]) -> None:
    s = Session(rows, "subgraph", "subgraph-ok-1",
                "Uniswap v3: every swap over $100k in the USDC/WETH 0.05% pool on 3 Mar 2025, "
                "paged to the end.")  # fmt: skip
    gq = (
        "{ swaps(first: 4, orderBy: timestamp, orderDirection: asc, where: {pool: "
        '"0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640", amountUSD_gt: 100000, '
        "timestamp_gt: %d, timestamp_lt: 1741046400}) { id timestamp amountUSD amount0 "
        "amount1 origin transaction { id } } }"
    )
    s(
        "subgraph_query",
        {
            "subgraph": "uniswap-v3-mainnet",
            "query": "{ _meta { block { number timestamp } hasIndexingErrors deployment } }",
        },
        cj(
            {
                "data": {
                    "_meta": {
                        "block": {"number": 21968502, "timestamp": 1741085099},
                        "hasIndexingErrors": False,
                        "deployment": "QmZeCuoZeadgHkGwLwMeguyqUKz1WPWQYKcKyMCeQqGhsF",
                    }
                }
            }
        ),
    )
    sw = [
        swap(i, 100_000 + (i * 37_919) % 410_000, 1740960000 + 1800 + i * 7213) for i in range(10)
    ]
    last = 1740959999
    for page in range(3):
        chunk = sw[page * 4 : page * 4 + 4]
        s(
            "subgraph_query",
            {"subgraph": "uniswap-v3-mainnet", "query": gq % last},
            cj({"data": {"swaps": chunk}}),
        )
        last = int(chunk[-1]["timestamp"])
    s(
        "subgraph_query",
        {"subgraph": "uniswap-v3-mainnet", "query": gq % last},
        cj({"data": {"swaps": []}}),
    )

    s = Session(rows, "subgraph", "subgraph-fail-1",
                "Aave v2 subgraph: the ten largest liquidations last week and who was "
                "liquidated.")  # fmt: skip
    removed = cj(
        {
            "errors": [
                {
                    "message": "This endpoint has been removed. If you have any "
                    "questions, reach out to support@thegraph.zendesk.com"
                }
            ]
        }
    )
    for q in (
        "{ liquidationCalls(first: 10, orderBy: principalAmount, orderDirection: desc, "
        "where: {timestamp_gt: 1740355200}) { id user { id } principalAmount timestamp } }",
        "{ liquidationCalls(first: 10) { id } }",
        "{ _meta { block { number } } }",
        "{ liquidationCalls(first: 10, where: {timestamp_gt: 1740355200}) { id user { id } "
        "collateralAmount } }",
        "{ users(first: 5) { id } }",
    ):
        s(
            "subgraph_query",
            {"endpoint": "https://api.thegraph.com/subgraphs/name/aave/protocol-v2", "query": q},
            removed,
        )


FAMILIES = (jes2, cobol, cics, ibmi, tn3270, keycloak, auth0, iam, scim, access, postfix,
            mail_events, dmarc, mail_dns, procore, acc, permits, mls, etherscan, eth_rpc,
            solana, bitcoin, subgraph)  # fmt: skip


def build() -> list[Row]:
    rows: list[Row] = []
    for family in FAMILIES:
        family(rows)
    return rows


def main(out: Path = OUT) -> None:
    text = "".join(cj(r) + "\n" for r in build())
    out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
