"""Build ``tests/data/tool_heldout17.jsonl``: the seventeenth held-out fixture of agent sessions.

Run ``python tests/data/tool_heldout17_build.py``; the output is deterministic (no clock, no
randomness). 56 hand-written sessions in the real-runs format, 36 that succeeded and 20 where
a source failed silently and the agent kept calling, on five tool kinds the earlier fixtures
did not cover. Where each format comes from, and how sure the writer is of it:

Healthcare administration

* ``x12``: X12 005010X279A1 271 eligibility answers (ISA/GS/ST … EB/AAA … SE/GE/IEA, ``~``
  terminators, no line breaks, as a clearinghouse hands back the raw file) and 005010X221A1
  835 remittances (BPR/TRN/CLP/CAS/SVC, one segment a line, as mailbox downloads often are).
  Segment layouts, EB and AAA codes (42 unable to respond, 72 invalid member id) and CARC
  codes from the implementation guides: sure. The clearinghouse's ERA listing JSON is
  schematic.
* ``prior-auth``: a payer portal's prior-authorization API (requirements, case submission,
  attachments, case status) and a drug-benefit lookup. No one public schema; the JSON is
  schematic, the statuses (pended for information, clinical review, approved with an
  authorization number) are how such portals report: fairly sure. The expired session is
  the portal's HTML sign-in page, as a scraping tool sees it.
* ``ncpdp``: NCPDP Telecommunication D.0 B1/B2 responses as a pharmacy system prints them,
  field by field with their ids (112-AN status, 510-FA/511-FB rejects, 505-F5 patient pay,
  509-F9 total paid, 526-FQ message). Field ids and reject codes (75 prior authorization,
  76 plan limits, 79 refill too soon, MR not on formulary): sure; the print layout is
  schematic.
* ``ehr-scheduling``: athenahealth's ``appointments/open``, ``providers`` and booking
  answers (``{"appointments": […], "totalcount": n}``, dates as MM/DD/YYYY, ids as strings):
  fairly sure.
* ``hl7-labs``: HL7 v2.5.1 ORU^R01 messages (MSH/PID/ORC/OBR/OBX, ``\\r`` between segments)
  and an RSP^K11 answer with ``QAK|…|NF`` when nothing matched: sure of the segments,
  the field contents are illustrative.

Newsroom and verification

* ``wire``: the AP Media API's ``content/search`` and ``content/feed`` envelopes
  (``data.items[].item`` with ``altids.itemid``, ``headline``, ``versioncreated``;
  ``next_page``) and a story's NITF text: fairly sure of the envelope, fields trimmed.
* ``factcheck``: Google Fact Check Tools ``claims:search`` (``claims[].claimReview[]`` with
  ``textualRating``; ``{}`` when nothing matches) and Google's quota error
  (``RESOURCE_EXHAUSTED``): sure.
* ``wayback``: the Wayback Machine's availability API (``archived_snapshots.closest``,
  ``{}`` when none) and CDX server JSON (a header row, ``showResumeKey`` rows): sure. The
  availability API's empty answer for pages that are certainly archived is a known flake.
* ``cms``: Arc XP's Draft API and Content API (ANS stories, revisions, circulations):
  fairly sure of the nouns, the bodies trimmed.
* ``c2pa``: ``c2patool`` reports (``active_manifest``, ``manifests``, ``assertions``,
  ``signature_info``, IPTC digital source types) and its ``Error: No claim found``: fairly
  sure. The dead verifier is Node's ``ECONNREFUSED`` text.

Bioinformatics pipelines

* ``nextflow``: Nextflow 24 console and log output (``executor >``, ``[ab/123456] process
  […] n of m ✔``, ``ERROR ~ Error executing process``, exit 137, the session lock error):
  sure.
* ``snakemake``: Snakemake 8 dry-run job tables, ``MissingInputException``, ``Error in
  rule``, "n of m steps (100%) done": sure.
* ``samtools``: ``samtools flagstat`` (1.13+ layout), ``idxstats``, ``faidx``, ``bcftools
  view -H`` (no output when a region holds no variant) and htslib's errors on a truncated
  BAM: sure.
* ``fastqc``: FastQC ``summary.txt`` (PASS/WARN/FAIL, module, file) and MultiQC's general
  stats table: sure.
* ``galaxy``: the Galaxy API's histories, contents, ``tools`` run answer and jobs (states
  new, queued, running, ok, error): sure of the fields, trimmed.
* ``cromwell``: Cromwell's REST API (``{"id", "status"}``, ``Unrecognized workflow ID``,
  outputs, metadata's calls): sure.

Game back ends and game dev

* ``playfab``: PlayFab Server/Admin API envelopes (``{"code": 200, "status": "OK", "data":
  …}``, errors with ``error``, ``errorCode``, ``errorMessage``): sure of the envelope, the
  error codes fairly sure; PlayStream event fields trimmed.
* ``riot``: Riot's account-v1 and match-v5 (ids like ``EUW1_…``); the match answer is what
  an MCP wrapper trims it to (the one player's line). Riot's ``{"status": {"message":
  "Rate limit exceeded", "status_code": 429}}``: sure.
* ``roblox``: Open Cloud DataStores v1 (``keys``, ``nextPageCursor``; an entry's value as
  the body), messaging publish (empty body on success): sure.
* ``unity-build``: Unity Build Automation's builds (``buildStatus`` queued, sentToBuilder,
  started, success, failure; ``links.download_primary``) and build logs (CS compiler errors,
  Xcode export errors): fairly sure.
* ``unreal``: RunUAT BuildCookRun output (``LogCook``, ``BUILD SUCCESSFUL``, ``AutomationTool
  exiting with ExitCode``): fairly sure.
* ``agones``: a fleet's status (replicas, readyReplicas, allocatedReplicas) and the allocator
  service's answer (``gameServerName``, ``address``, ``ports``) and its "there is no available
  GameServer to allocate": fairly sure.

Environment and agriculture sensing

* ``openaq``: OpenAQ v3 ``locations`` and ``sensors/{id}/hours`` (``meta``, ``results``,
  ``period``, ``coverage``) and the retired v2 endpoints' 410 message: sure.
* ``purpleair``: PurpleAir API v1 (``api_version``, ``fields`` + ``data`` arrays, sensor
  history): sure of the success bodies; the error body's ``error`` / ``description`` pair is
  how its errors look, the error's name here is a guess.
* ``airnow``: AirNow's current observations by ZIP code (``DateObserved`` with its trailing
  space, ``Category``), ``[]`` when no monitor reports: sure.
* ``sentinelhub``: the Statistical API (``data[].interval``, ``outputs.…bands.B0.stats``,
  ``"NaN"`` when every sample is masked): fairly sure.
* ``deere``: John Deere Operations Center (``values``, ``links`` with ``nextPage``,
  ``total``, ``@type`` objects, measurement types such as ``HarvestYieldResult``): fairly sure
  of the envelope, field contents illustrative.
* ``irrigation``: METER ZENTRA Cloud readings and the Rachio public API (device, zones,
  ``zone/start`` answering 204 with an empty body, current schedule): fairly sure.

Names of people, players, farms and companies are invented.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout17.jsonl")

Call = tuple[str, Any, str]
Session = tuple[str, str, str, bool, list[Call]]


def j(obj: Any) -> str:
    """A compact JSON body, as an HTTP API sends it."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def jp(obj: Any) -> str:
    """JSON as a Python tool server dumps it (``json.dumps`` defaults)."""
    return json.dumps(obj, ensure_ascii=False)


def lines(*parts: str) -> str:
    return "\n".join(parts)


# --------------------------------------------------------------------------- healthcare


def _isa(ctrl: int, time: str) -> list[str]:
    return [
        "ISA*00*          *00*          *ZZ*CLAIMSHUB      *ZZ*RIVFAMMED      *250312*"
        f"{time}*^*00501*{ctrl:09d}*0*P*:",
        f"GS*HB*CLAIMSHUB*RIVFAMMED*20250312*{time}*{ctrl}*X*005010X279A1",
    ]


def _close(segs: list[str], ctrl: int) -> list[str]:
    n = len(segs) - 2 + 1  # ST through SE
    return [*segs, f"SE*{n}*0001", f"GE*1*{ctrl}", f"IEA*1*{ctrl:09d}"]


def x271(
    ctrl: int, time: str, payer: tuple[str, str], trn: str, member: str, body: list[str]
) -> str:
    """A raw 271: the payer, our practice, the subscriber line and the benefit segments."""
    segs = _isa(ctrl, time) + [
        "ST*271*0001*005010X279A1",
        f"BHT*0022*11*{trn}*20250312*{time}",
        "HL*1**20*1",
        f"NM1*PR*2*{payer[0]}*****PI*{payer[1]}",
    ]
    if body and body[0].startswith("AAA*Y**42"):  # the payer's own loop says it cannot answer
        segs += [body[0], "HL*2*1*21*1", "NM1*1P*2*RIVERSIDE FAMILY MEDICINE*****XX*1487652093"]
        segs += ["HL*3*2*22*0", f"TRN*2*{trn}*9RIVFAM001", member, *body[1:]]
    else:
        segs += ["HL*2*1*21*1", "NM1*1P*2*RIVERSIDE FAMILY MEDICINE*****XX*1487652093"]
        segs += ["HL*3*2*22*0", f"TRN*2*{trn}*9RIVFAM001", member, *body]
    return "~".join(_close(segs, ctrl)) + "~"


def _elig_args(payer: str, member: str, last: str, first: str, dob: str) -> dict[str, str]:
    return {
        "payer_id": payer,
        "provider_npi": "1487652093",
        "member_id": member,
        "last_name": last,
        "first_name": first,
        "dob": dob,
        "service_type": "98",
    }


ELIG = "clearinghouse_eligibility"
AETNA, UHC, CIGNA = ("AETNA", "60054"), ("UNITEDHEALTHCARE", "87726"), ("CIGNA", "62308")
HUMANA, BCBSIL = ("HUMANA", "61101"), ("BLUE CROSS BLUE SHIELD OF ILLINOIS", "00621")


def x12_ok_1() -> Session:
    task = (
        "Before tomorrow's clinic, verify eligibility (office visit, service type 98) for "
        "Lopez, Okafor, Raman, Hale and Sousa. Give copay and remaining deductible for each "
        "and flag anyone whose coverage can't be verified, with the payer's reason."
    )
    calls: list[Call] = [
        (
            ELIG,
            _elig_args("60054", "W284417719", "LOPEZ", "MARIA", "1971-03-04"),
            x271(
                4521,
                "1405",
                AETNA,
                "93175-012547",
                "NM1*IL*1*LOPEZ*MARIA****MI*W284417719",
                [
                    "N3*118 ELM CT",
                    "N4*OAK PARK*IL*60302",
                    "DMG*D8*19710304*F",
                    "DTP*346*D8*20250101",
                    "EB*1*IND*30*PR*CHOICE POS II",
                    "EB*B*IND*98*PR**27*40*****Y",
                    "EB*C*IND*30*PR**23*2000*****Y",
                    "EB*C*IND*30*PR**29*1320*****Y",
                    "EB*A*IND*98*PR***.2****Y",
                    "EB*G*IND*30*PR**23*6000*****Y",
                    "EB*G*IND*30*PR**29*5180*****Y",
                ],
            ),
        ),
        (
            ELIG,
            _elig_args("87726", "912450338", "OKAFOR", "JAMES", "1964-11-21"),
            x271(
                4522,
                "1406",
                UHC,
                "93175-012548",
                "NM1*IL*1*OKAFOR*JAMES****MI*912450338",
                [
                    "DMG*D8*19641121*M",
                    "DTP*346*D8*20240701",
                    "EB*1*FAM*30*C1*CHOICE PLUS ADVANTAGE",
                    "EB*B*IND*98*C1**27*30*****Y",
                    "EB*C*FAM*30*C1**23*3000*****Y",
                    "EB*C*FAM*30*C1**29*0*****Y",
                    "MSG*DEDUCTIBLE MET FOR PLAN YEAR",
                ],
            ),
        ),
        (
            ELIG,
            _elig_args("62308", "U5521", "RAMAN", "PRIYA", "1988-09-12"),
            x271(
                4523,
                "1406",
                CIGNA,
                "93175-012549",
                "NM1*IL*1*RAMAN*PRIYA****MI*U5521",
                ["AAA*N**72*C", "DMG*D8*19880912*F"],
            ),
        ),
        (
            ELIG,
            _elig_args("61101", "H40218837", "HALE", "ROBERT", "1957-02-14"),
            x271(
                4524,
                "1407",
                HUMANA,
                "93175-012550",
                "NM1*IL*1*HALE*ROBERT****MI*H40218837",
                [
                    "DMG*D8*19570214*M",
                    "EB*6**30",
                    "DTP*347*D8*20250131",
                    "MSG*COVERAGE TERMINATED - MEMBER DISENROLLED",
                ],
            ),
        ),
        (
            ELIG,
            _elig_args("00621", "XOF904118265", "SOUSA", "ANA", "1993-06-30"),
            x271(
                4525,
                "1407",
                BCBSIL,
                "93175-012551",
                "NM1*IL*1*SOUSA*ANA****MI*XOF904118265",
                [
                    "DMG*D8*19930630*F",
                    "DTP*346*D8*20250101",
                    "EB*1*IND*30*HM*BLUE PRECISION HMO",
                    "EB*B*IND*98*HM**27*20*****Y",
                    "EB*C*IND*30*HM**23*1500*****Y",
                    "EB*C*IND*30*HM**29*450*****Y",
                    "EB*N*IND*98*HM*****VS*0****N",
                ],
            ),
        ),
        (
            ELIG,
            _elig_args("62308", "U55210381", "RAMAN", "PRIYA", "1988-09-12"),
            x271(
                4526,
                "1411",
                CIGNA,
                "93175-012552",
                "NM1*IL*1*RAMAN*PRIYA****MI*U55210381",
                [
                    "DMG*D8*19880912*F",
                    "DTP*346*D8*20250101",
                    "EB*1*IND*30*C1*OPEN ACCESS PLUS",
                    "EB*B*IND*98*C1**27*35*****Y",
                    "EB*C*IND*30*C1**23*2500*****Y",
                    "EB*C*IND*30*C1**29*2500*****Y",
                    "EB*A*IND*98*C1***.3****N",
                ],
            ),
        ),
    ]
    return "x12", "x12-ok-1", task, True, calls


def x12_fail_1() -> Session:
    task = (
        "Verify Cigna eligibility for the six patients on Thursday's physical-therapy list "
        "and give me each one's PT visit copay."
    )
    people = [
        ("U48120911", "BRENNAN", "COLM", "1979-01-08"),
        ("U90217734", "TAN", "MEI", "1990-05-17"),
        ("U33871206", "ADEYEMI", "FOLA", "1968-12-02"),
        ("U77410058", "KOWALSKI", "PIOTR", "1983-07-29"),
        ("U61290447", "HARGROVE", "LENA", "2001-03-11"),
        ("U12098873", "DUARTE", "RUI", "1975-10-23"),
    ]
    calls: list[Call] = []
    for i, (member, last, first, dob) in enumerate(people):
        ctrl, trn = 4601 + i, f"93175-0127{10 + i}"
        args = _elig_args("62308", member, last, first, dob) | {"service_type": "PT"}
        body = ["AAA*Y**42*R", f"DMG*D8*{dob.replace('-', '')}"]
        calls.append(
            (
                ELIG,
                args,
                x271(
                    ctrl, f"15{20 + i}", CIGNA, trn, f"NM1*IL*1*{last}*{first}****MI*{member}", body
                ),
            )
        )
    return "x12", "x12-fail-1", task, False, calls


def x835(ctrl: int, trace: str, date: str, claims: list[tuple[Any, ...]]) -> str:
    """A raw 835, one segment a line: claims are (pcn, status, charge, paid, patient resp,
    name, member, cpt, date of service, [CAS segments])."""
    paid_total = sum(c[3] for c in claims)
    segs = [
        "ISA*00*          *00*          *ZZ*UHCERA         *ZZ*RIVFAMMED      *"
        f"{date[2:]}*0612*^*00501*{ctrl:09d}*0*P*:",
        f"GS*HP*UHCERA*RIVFAMMED*{date}*0612*{ctrl}*X*005010X221A1",
        "ST*835*0001",
        f"BPR*I*{paid_total:.2f}*C*ACH*CCP*01*071000013*DA*88812345*1411289245**01*"
        f"021000021*DA*4451120983*{date}",
        f"TRN*1*{trace}*1411289245",
        f"DTM*405*{date}",
        "N1*PR*UNITEDHEALTHCARE",
        "N4*SALT LAKE CITY*UT*84130",
        "N1*PE*RIVERSIDE FAMILY MEDICINE*XX*1487652093",
        "LX*1",
    ]
    for pcn, status, charge, paid, resp, name, member, cpt, dos, cas in claims:
        segs += [
            f"CLP*{pcn}*{status}*{charge:.2f}*{paid:.2f}*{resp:.2f}*12*{pcn[-6:]}4471*11*1",
            f"NM1*QC*1*{name}****MI*{member}",
            f"DTM*232*{dos}",
            f"SVC*HC:{cpt}*{charge:.2f}*{paid:.2f}**1",
            *cas,
        ]
    segs += [f"SE*{len(segs) - 1}*0001", f"GE*1*{ctrl}", f"IEA*1*{ctrl:09d}"]
    return "~\n".join(segs) + "~"


def x12_ok_2() -> Session:
    task = (
        "Reconcile UnitedHealthcare's remittances for 3-7 March: for every ERA in that week, "
        "list the claims that were denied or paid under $50, with the CARC reason codes."
    )
    era = "clearinghouse_get_era"
    listing = "clearinghouse_list_eras"

    def row(era_id: str, trace: str, date: str, amount: float, n: int) -> dict[str, Any]:
        return {
            "eraId": era_id,
            "payer": "UNITEDHEALTHCARE",
            "payerId": "87726",
            "method": "ACH",
            "traceNumber": trace,
            "paymentDate": date,
            "amount": amount,
            "claimCount": n,
        }

    e1 = [
        (
            "RFM250221A",
            1,
            210.0,
            131.4,
            30.0,
            "PARK*HANA",
            "922418830",
            "99214",
            "20250221",
            ["CAS*CO*45*48.60", "CAS*PR*3*30.00"],
        ),
        (
            "RFM250221B",
            4,
            185.0,
            0.0,
            0.0,
            "VOSS*ELLIOT",
            "918223401",
            "97110",
            "20250221",
            ["CAS*CO*50*185.00"],
        ),
        (
            "RFM250224C",
            1,
            95.0,
            41.22,
            20.0,
            "OKAFOR*JAMES",
            "912450338",
            "99213",
            "20250224",
            ["CAS*CO*45*33.78", "CAS*PR*3*20.00"],
        ),
    ]
    e2 = [
        (
            "RFM250225A",
            1,
            320.0,
            214.75,
            0.0,
            "MEYER*GRETA",
            "930017215",
            "99204",
            "20250225",
            ["CAS*CO*45*105.25"],
        ),
        (
            "RFM250225B",
            1,
            140.0,
            102.0,
            25.0,
            "ALVAREZ*JOSE",
            "911408756",
            "93000",
            "20250225",
            ["CAS*CO*45*13.00", "CAS*PR*2*25.00"],
        ),
    ]
    e3 = [
        (
            "RFM250226A",
            4,
            260.0,
            0.0,
            0.0,
            "NAKAMURA*KEN",
            "927719904",
            "72148",
            "20250226",
            ["CAS*CO*197*260.00"],
        ),
        (
            "RFM250226B",
            1,
            88.0,
            18.4,
            60.0,
            "PARK*HANA",
            "922418830",
            "36415",
            "20250226",
            ["CAS*CO*45*9.60", "CAS*PR*1*60.00"],
        ),
    ]
    e4 = [
        (
            "RFM250221A",
            22,
            -210.0,
            -131.4,
            -30.0,
            "PARK*HANA",
            "922418830",
            "99214",
            "20250221",
            ["CAS*CO*45*-48.60", "CAS*PR*3*-30.00"],
        ),
        (
            "RFM250221A",
            1,
            210.0,
            161.4,
            0.0,
            "PARK*HANA",
            "922418830",
            "99214",
            "20250221",
            ["CAS*CO*45*48.60"],
        ),
    ]
    e5 = [
        (
            "RFM250228A",
            4,
            150.0,
            0.0,
            0.0,
            "VOSS*ELLIOT",
            "918223401",
            "97140",
            "20250228",
            ["CAS*CO*29*150.00"],
        ),
        (
            "RFM250228B",
            1,
            175.0,
            118.3,
            0.0,
            "LIND*ASTRID",
            "904471236",
            "99395",
            "20250228",
            ["CAS*CO*45*56.70"],
        ),
        (
            "RFM250228C",
            1,
            60.0,
            22.9,
            0.0,
            "LIND*ASTRID",
            "904471236",
            "90471",
            "20250228",
            ["CAS*CO*45*37.10"],
        ),
    ]
    calls: list[Call] = [
        (
            listing,
            {"payer_id": "87726", "from": "2025-03-03", "to": "2025-03-07", "page": 1},
            j(
                {
                    "page": 1,
                    "pageSize": 3,
                    "total": 5,
                    "eras": [
                        row("ERA-20250303-8841", "1EFT93320871", "2025-03-03", 172.62, 3),
                        row("ERA-20250304-8907", "1EFT93344102", "2025-03-04", 316.75, 2),
                        row("ERA-20250305-9012", "1EFT93371559", "2025-03-05", 18.4, 2),
                    ],
                }
            ),
        ),
        (
            listing,
            {"payer_id": "87726", "from": "2025-03-03", "to": "2025-03-07", "page": 2},
            j(
                {
                    "page": 2,
                    "pageSize": 3,
                    "total": 5,
                    "eras": [
                        row("ERA-20250306-9120", "1EFT93390416", "2025-03-06", 30.0, 2),
                        row("ERA-20250307-9188", "1EFT93412233", "2025-03-07", 141.2, 3),
                    ],
                }
            ),
        ),
        (era, {"era_id": "ERA-20250303-8841"}, x835(88410, "1EFT93320871", "20250303", e1)),
        (era, {"era_id": "ERA-20250304-8907"}, x835(89070, "1EFT93344102", "20250304", e2)),
        (era, {"era_id": "ERA-20250305-9012"}, x835(90120, "1EFT93371559", "20250305", e3)),
        (era, {"era_id": "ERA-20250306-9120"}, x835(91200, "1EFT93390416", "20250306", e4)),
        (era, {"era_id": "ERA-20250307-9188"}, x835(91880, "1EFT93412233", "20250307", e5)),
    ]
    return "x12", "x12-ok-2", task, True, calls


def pa_ok_1() -> Session:
    task = (
        "Get the lumbar MRI (CPT 72148) for Maria Lopez (Humana Gold Plus HMO, member "
        "H71940022) authorized: check what Humana needs, submit with her notes, answer any "
        "request for information, and tell me the decision and auth number."
    )
    case = "PA-HUM-25031-77410"
    status = "pa_get_case"

    def attach(name: str, att: str, rfi: str | None = None) -> Call:
        args = {"case_id": case, "file": f"charts/lopez/{name}"}
        body: dict[str, Any] = {"attachmentId": att, "caseId": case, "fileName": name}
        if rfi:
            args["rfi_id"] = rfi
            body["rfiId"] = rfi
        return "pa_attach_document", args, j(body | {"status": "RECEIVED"})

    calls: list[Call] = [
        (
            "pa_lookup_requirements",
            {"payer": "Humana", "plan": "Humana Gold Plus HMO", "cpt": "72148", "pos": "22"},
            j(
                {
                    "cpt": "72148",
                    "description": "MRI lumbar spine without contrast",
                    "authRequired": True,
                    "reviewer": "Humana Clinical Intake",
                    "guideline": "Advanced imaging of the lumbar spine: six weeks of documented "
                    "conservative therapy unless red-flag findings are documented",
                    "requiredDocuments": [
                        "Office notes within 60 days",
                        "Conservative therapy dates and modalities",
                        "Prior imaging reports",
                    ],
                    "turnaround": {"standard": "7 calendar days", "expedited": "72 hours"},
                }
            ),
        ),
        (
            "pa_submit_request",
            {
                "payer": "Humana",
                "member_id": "H71940022",
                "cpt": "72148",
                "icd10": ["M54.16"],
                "ordering_npi": "1487652093",
                "urgency": "standard",
            },
            j({"caseId": case, "status": "SUBMITTED", "receivedAt": "2025-03-12T15:02:11Z"}),
        ),
        attach("office_note_2025-03-04.pdf", "att_7Q2M0K"),
        attach("xray_lumbar_2025-01-22.pdf", "att_7Q2M1R"),
        (
            status,
            {"case_id": case},
            j(
                {
                    "caseId": case,
                    "status": "PENDED",
                    "statusReason": "Additional clinical information requested",
                    "requests": [
                        {
                            "rfiId": "RFI-1",
                            "text": "Provide dates, duration and response to physical "
                            "therapy or a home exercise program",
                            "dueDate": "2025-03-19",
                        }
                    ],
                    "lastUpdated": "2025-03-13T10:41:05Z",
                }
            ),
        ),
        attach("pt_progress_notes_jan-feb.pdf", "att_7Q3A9C", "RFI-1"),
        (
            status,
            {"case_id": case},
            j(
                {
                    "caseId": case,
                    "status": "IN_CLINICAL_REVIEW",
                    "requests": [{"rfiId": "RFI-1", "state": "ANSWERED"}],
                    "reviewer": "RN clinical review",
                    "lastUpdated": "2025-03-13T16:20:44Z",
                }
            ),
        ),
        (
            status,
            {"case_id": case},
            j(
                {
                    "caseId": case,
                    "status": "IN_CLINICAL_REVIEW",
                    "requests": [{"rfiId": "RFI-1", "state": "ANSWERED"}],
                    "reviewer": "Physician reviewer assigned",
                    "lastUpdated": "2025-03-14T09:05:12Z",
                }
            ),
        ),
        (
            status,
            {"case_id": case},
            j(
                {
                    "caseId": case,
                    "status": "APPROVED",
                    "decisionDate": "2025-03-14",
                    "authNumber": "A250314-009912",
                    "approvedUnits": 1,
                    "validFrom": "2025-03-14",
                    "validTo": "2025-06-12",
                    "servicingProvider": "Westlake Imaging Center",
                    "lastUpdated": "2025-03-14T13:58:30Z",
                }
            ),
        ),
    ]
    return "prior-auth", "pa-ok-1", task, True, calls


def pa_ok_2() -> Session:
    task = (
        "Which of Mr. Halvorsen's six new prescriptions need prior authorization or step "
        "therapy on his Aetna Medicare Part D plan (S5810-024)? Use the benefit check."
    )
    tool = "rx_benefit_check"
    drugs = [
        (
            "Eliquis 5 mg tablet",
            "Tier 3 (Preferred Brand). Prior authorization: NOT REQUIRED. "
            "Quantity limit: 60 tablets per 30 days. Estimated copay: $47.00 (initial coverage).",
        ),
        (
            "Jardiance 10 mg tablet",
            "Tier 3 (Preferred Brand). Prior authorization: NOT "
            "REQUIRED. Step therapy: NONE. Estimated copay: $47.00 (initial coverage).",
        ),
        (
            "Ozempic 0.5 mg/dose pen",
            "Tier 3 (Preferred Brand). Prior authorization: REQUIRED. "
            "Criteria: diagnosis of type 2 diabetes mellitus; not covered for weight management. "
            "Submit via ePA (CoverMyMeds key on request). Estimated copay after approval: $47.00.",
        ),
        (
            "Repatha 140 mg/mL autoinjector",
            "Tier 5 (Specialty). Prior authorization: "
            "REQUIRED. Criteria: LDL-C >= 70 mg/dL on maximally tolerated statin; documentation of "
            "ASCVD or HeFH. Specialty pharmacy: CVS Specialty. Coinsurance: 25%.",
        ),
        (
            "Rosuvastatin 20 mg tablet",
            "Tier 1 (Preferred Generic). Prior authorization: NOT "
            "REQUIRED. Quantity limit: none. Estimated copay: $0.00.",
        ),
        (
            "Celecoxib 200 mg capsule",
            "Tier 2 (Generic). Prior authorization: NOT REQUIRED. "
            "Step therapy: REQUIRED - trial of two formulary NSAIDs (e.g. naproxen, meloxicam) "
            "within 180 days. Estimated copay: $10.00.",
        ),
    ]
    calls: list[Call] = [
        (
            tool,
            {"plan": "S5810-024", "member_id": "A0047718201", "drug": name},
            f"Aetna Medicare Part D S5810-024 | {name} | formulary 2025 v12\n{text}",
        )
        for name, text in drugs
    ]
    return "prior-auth", "pa-ok-2", task, True, calls


_LOGIN = (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
    "<title>Sign In | ProviderLink Portal</title>\n"
    '</head>\n<body class="login">\n'
    '<div class="brand"><img src="/static/img/providerlink.svg" alt="ProviderLink"></div>\n'
    '<form id="signin" method="post" action="/auth/signin">\n'
    '<input type="hidden" name="returnUrl" value="{path}">\n'
    '<label for="user">User ID</label><input id="user" name="user" type="text">\n'
    '<label for="pw">Password</label><input id="pw" name="pw" type="password">\n'
    '<button type="submit">Sign In</button>\n'
    "</form>\n<footer>&copy; 2025 ProviderLink. For authorized provider use only.</footer>\n"
    "</body>\n</html>"
)


def pa_fail_1() -> Session:
    task = (
        "Check the status of our five pending prior auths with Blue Cross (cases listed in "
        "today's worklist) and tell me which have been decided."
    )
    cases = ["BC-PA-0093381", "BC-PA-0093417", "BC-PA-0093452", "BC-PA-0093460"]
    calls: list[Call] = [
        ("portal_auth_status", {"case_id": c}, _LOGIN.replace("{path}", f"/auth/cases/{c}"))
        for c in cases
    ]
    calls.append(
        (
            "portal_auth_search",
            {"status": "pending", "submitted_after": "2025-02-20"},
            _LOGIN.replace("{path}", "/auth/cases?status=pending"),
        )
    )
    calls.append(
        (
            "portal_auth_status",
            {"case_id": "BC-PA-0093499"},
            _LOGIN.replace("{path}", "/auth/cases/BC-PA-0093499"),
        )
    )
    return "prior-auth", "pa-fail-1", task, False, calls


def ncpdp(kind: str, rx: str, status: str, rest: list[str]) -> str:
    head = [
        f"NCPDP D.0 {kind} response  Rx {rx}  BIN 004336 / PCN ADV / Group RX1234",
        "Processor: CVS CAREMARK",
        f"112-AN Transaction Response Status: {status}",
    ]
    return "\n".join(head + rest)


def ncpdp_ok_1() -> Session:
    task = (
        "Mr. Patel's new GLP-1 prescription (Ozempic 1 mg) won't go through on his Caremark "
        "plan. Find what his plan will pay for, get a paid claim, and tell me his copay."
    )
    submit = "ncpdp_submit_claim"
    base = {"cardholder_id": "ZXC88122041", "person_code": "01", "prescriber_npi": "1306849450"}
    calls: list[Call] = [
        (
            submit,
            base | {"rx": "7718820", "ndc": "00169413013", "qty": 3, "days_supply": 28},
            ncpdp(
                "B1",
                "7718820",
                "R (Rejected)",
                [
                    "510-FA Reject Count: 2",
                    "511-FB Reject Code: 75  Prior Authorization Required",
                    "511-FB Reject Code: MR  Product Not On Formulary",
                    "526-FQ Additional Message: GLP1 NON-FORMULARY. PREFERRED ALTERNATIVES: "
                    "TRULICITY, MOUNJARO. PA REQ FOR T2DM DX.",
                    "549-7F Help Desk Phone: 8004364850",
                ],
            ),
        ),
        (
            "formulary_lookup",
            {"plan": "Caremark Standard Control 2025", "drug_class": "GLP-1 receptor agonists"},
            lines(
                "drug | tier | PA | step | quantity limit",
                "Trulicity (dulaglutide) pen | Preferred Brand | no | metformin 90 days | "
                "4 pens (2 mL) / 28 days",
                "Mounjaro (tirzepatide) pen | Preferred Brand | yes | metformin 90 days | "
                "4 pens / 28 days",
                "Ozempic (semaglutide) pen | Non-formulary | yes (exception) | - | -",
                "Victoza (liraglutide) pen | Non-preferred | no | Trulicity | 3 pens / 30 days",
            ),
        ),
        (
            submit,
            base | {"rx": "7718821", "ndc": "00002143480", "qty": 4, "days_supply": 21},
            ncpdp(
                "B1",
                "7718821",
                "R (Rejected)",
                [
                    "510-FA Reject Count: 1",
                    "511-FB Reject Code: 76  Plan Limitations Exceeded",
                    "526-FQ Additional Message: QTY LIMIT 2 ML PER 28 DAYS. SUBMITTED 2 ML/21 DS.",
                    "544-FY DUR Free Text: MAX DAYS SUPPLY RATIO EXCEEDED",
                ],
            ),
        ),
        (
            submit,
            base | {"rx": "7718821", "ndc": "00002143480", "qty": 2, "days_supply": 28},
            ncpdp(
                "B1",
                "7718821",
                "P (Paid)",
                [
                    "506-F6 Ingredient Cost Paid: 912.44",
                    "507-F7 Dispensing Fee Paid: 1.50",
                    "505-F5 Patient Pay Amount: 25.00",
                    "509-F9 Total Amount Paid: 888.94",
                    "517-FH Amount Applied to Periodic Deductible: 0.00",
                    "526-FQ Additional Message: STEP MET - METFORMIN HX 2024-05-02",
                ],
            ),
        ),
        (
            "ncpdp_reverse_claim",
            {"rx": "7718820", "fill_date": "2025-03-12"},
            ncpdp("B2", "7718820", "A (Approved)", ["503-F3 Authorization Number: R0312250047712"]),
        ),
    ]
    return "ncpdp", "ncpdp-ok-1", task, True, calls


def ncpdp_ok_2() -> Session:
    task = (
        "Work today's rejected-claims queue: fix the prescriber NPIs the techs flagged, "
        "resubmit, and tell me which paid and what's still stuck."
    )
    queue = j(
        {
            "queue": "rejected",
            "date": "2025-03-12",
            "items": [
                {
                    "rx": "7719002",
                    "patient": "GREER, ALMA",
                    "drug": "LISINOPRIL 10MG TAB",
                    "reject": "25 M/I PRESCRIBER ID",
                    "note": "NPI typo: use 1093877121",
                },
                {
                    "rx": "7719015",
                    "patient": "IBARRA, LUIS",
                    "drug": "ATORVASTATIN 40MG TAB",
                    "reject": "25 M/I PRESCRIBER ID",
                    "note": "use 1740295518",
                },
                {
                    "rx": "7719033",
                    "patient": "CHO, MINJI",
                    "drug": "SERTRALINE 50MG TAB",
                    "reject": "25 M/I PRESCRIBER ID",
                    "note": "use 1093877121",
                },
                {
                    "rx": "7719041",
                    "patient": "BAKER, TOM",
                    "drug": "AMOXICILLIN 500MG CAP",
                    "reject": "25 M/I PRESCRIBER ID",
                    "note": "use 1528163390",
                },
            ],
        }
    )
    submit = "ncpdp_submit_claim"
    calls: list[Call] = [
        ("rx_reject_queue", {"date": "2025-03-12"}, queue),
        (
            submit,
            {"rx": "7719002", "prescriber_npi": "1093877121"},
            ncpdp(
                "B1",
                "7719002",
                "P (Paid)",
                ["505-F5 Patient Pay Amount: 0.00", "509-F9 Total Amount Paid: 4.11"],
            ),
        ),
        (
            submit,
            {"rx": "7719015", "prescriber_npi": "1740295518"},
            ncpdp(
                "B1",
                "7719015",
                "P (Paid)",
                ["505-F5 Patient Pay Amount: 5.00", "509-F9 Total Amount Paid: 3.62"],
            ),
        ),
        (
            submit,
            {"rx": "7719033", "prescriber_npi": "1093877121"},
            ncpdp(
                "B1",
                "7719033",
                "R (Rejected)",
                [
                    "510-FA Reject Count: 1",
                    "511-FB Reject Code: 79  Refill Too Soon",
                    "526-FQ Additional Message: NEXT FILL DATE 03/18/2025. LAST FILL 02/19/2025 "
                    "30DS AT ANOTHER PHARMACY",
                ],
            ),
        ),
        (
            submit,
            {"rx": "7719041", "prescriber_npi": "1528163390"},
            ncpdp(
                "B1",
                "7719041",
                "P (Paid)",
                ["505-F5 Patient Pay Amount: 3.00", "509-F9 Total Amount Paid: 6.87"],
            ),
        ),
        (
            "rx_reject_queue",
            {"date": "2025-03-12"},
            j(
                {
                    "queue": "rejected",
                    "date": "2025-03-12",
                    "items": [
                        {
                            "rx": "7719033",
                            "patient": "CHO, MINJI",
                            "drug": "SERTRALINE 50MG TAB",
                            "reject": "79 REFILL TOO SOON",
                            "note": "",
                        }
                    ],
                }
            ),
        ),
    ]
    return "ncpdp", "ncpdp-ok-2", task, True, calls


def _slot(d: str, aid: str, dept: str, prov: str, start: str, dur: str = "40") -> dict[str, Any]:
    return {
        "date": d,
        "appointmentid": aid,
        "departmentid": dept,
        "appointmenttype": "New Patient",
        "providerid": prov,
        "starttime": start,
        "duration": dur,
        "appointmenttypeid": "2",
        "reasonid": ["-1"],
        "patientappointmenttypename": "New Patient",
    }


def _providers(dept: str, rows: list[tuple[str, str, str, str]]) -> str:
    return j(
        {
            "providers": [
                {
                    "firstname": f,
                    "lastname": last,
                    "specialty": "Cardiology",
                    "providerid": pid,
                    "displayname": f"{last}, {f} MD",
                    "providertype": "MD",
                    "npi": npi,
                    "specialtyid": "006",
                    "departmentids": [dept],
                }
                for f, last, pid, npi in rows
            ],
            "totalcount": len(rows),
        }
    )


def ehr_ok_1() -> Session:
    task = (
        "Find the earliest 40-minute new-patient cardiology slot at the Eastside (dept 12) or "
        "Downtown (dept 15) clinic between 17 March and 4 April and book it for patient 88213."
    )
    slots = "athena_open_slots"
    rng = {"startdate": "03/17/2025", "enddate": "04/04/2025", "appointmenttypeid": "2"}
    empty = j({"appointments": [], "totalcount": 0})
    calls: list[Call] = [
        (
            "athena_list_providers",
            {"departmentid": "12", "specialty": "Cardiology"},
            _providers(
                "12",
                [
                    ("Dana", "Whitfield", "71", 1578821904),
                    ("Samir", "Haddad", "74", 1932207815),
                    ("Olga", "Petrenko", "80", 1285749930),
                ],
            ),
        ),
        (slots, {"departmentid": "12", "providerid": "71"} | rng, empty),
        (slots, {"departmentid": "12", "providerid": "74"} | rng, empty),
        (
            slots,
            {"departmentid": "12", "providerid": "80"} | rng,
            j(
                {
                    "appointments": [
                        _slot("04/02/2025", "1290417", "12", "80", "13:20"),
                        _slot("04/03/2025", "1290455", "12", "80", "08:00"),
                    ],
                    "totalcount": 2,
                }
            ),
        ),
        (
            "athena_list_providers",
            {"departmentid": "15", "specialty": "Cardiology"},
            _providers(
                "15",
                [("Grace", "Oyelaran", "102", 1467733052), ("Samir", "Haddad", "74", 1932207815)],
            ),
        ),
        (
            slots,
            {"departmentid": "15", "providerid": "102"} | rng,
            j(
                {
                    "appointments": [_slot("03/26/2025", "1289961", "15", "102", "10:40")],
                    "totalcount": 1,
                }
            ),
        ),
        (slots, {"departmentid": "15", "providerid": "74"} | rng, empty),
        (
            "athena_book_appointment",
            {
                "appointmentid": "1289961",
                "patientid": "88213",
                "departmentid": "15",
                "appointmenttypeid": "2",
            },
            j(
                [
                    {
                        "appointmentid": "1289961",
                        "appointmentstatus": "f",
                        "patientid": "88213",
                        "departmentid": "15",
                        "providerid": "102",
                        "date": "03/26/2025",
                        "starttime": "10:40",
                        "duration": "40",
                        "appointmenttype": "New Patient",
                    }
                ]
            ),
        ),
    ]
    return "ehr-scheduling", "ehr-ok-1", task, True, calls


def ehr_fail_1() -> Session:
    task = (
        "Book Mrs. Whitcombe (patient 90317) a 20-minute follow-up with any family-medicine "
        "provider at the Northgate clinic (dept 21) in the next two weeks."
    )
    empty = j({"appointments": [], "totalcount": 0})
    queries = [
        {
            "departmentid": "21",
            "providerid": "33",
            "startdate": "03/13/2025",
            "enddate": "03/26/2025",
            "appointmenttypeid": "4",
        },
        {
            "departmentid": "21",
            "providerid": "35",
            "startdate": "03/13/2025",
            "enddate": "03/26/2025",
            "appointmenttypeid": "4",
        },
        {
            "departmentid": "21",
            "providerid": "41",
            "startdate": "03/13/2025",
            "enddate": "03/26/2025",
            "appointmenttypeid": "4",
        },
        {
            "departmentid": "21",
            "startdate": "03/13/2025",
            "enddate": "03/26/2025",
            "appointmenttypeid": "4",
        },
        {"departmentid": "21", "startdate": "03/13/2025", "enddate": "03/26/2025"},
        {"departmentid": "21", "startdate": "03/27/2025", "enddate": "04/09/2025"},
        {
            "departmentid": "21",
            "providerid": "33",
            "startdate": "03/13/2025",
            "enddate": "04/30/2025",
            "ignoreschedulablepermission": "true",
        },
    ]
    calls: list[Call] = [("athena_open_slots", q, empty) for q in queries]
    return "ehr-scheduling", "ehr-fail-1", task, False, calls


def oru(ctl: str, when: str, pid: str, obr: str, obx: list[str], status: str = "F") -> str:
    segs = [
        f"MSH|^~\\&|QLAB|QUESTDX|RIVEHR|RIVERSIDE|{when}||ORU^R01^ORU_R01|{ctl}|P|2.5.1",
        pid,
        f"ORC|RE|ORD{ctl[-5:]}|QD{ctl[-6:]}||CM",
        obr,
    ]
    segs += [f"OBX|{i}|{x}|{status}" for i, x in enumerate(obx, 1)]
    return "\r".join(segs)


def _obr(code: str, name: str, when: str, status: str = "F") -> str:
    return (
        f"OBR|1|||{code}^{name}^LN|||{when}|||||||||1487652093^NGUYEN^LINDA||||||"
        f"{when[:8]}0800|||{status}"
    )


def hl7_ok_1() -> Session:
    task = (
        "Pull this morning's lab results for the six diabetic patients on today's list and "
        "flag any HbA1c above 9% or potassium outside 3.5-5.1."
    )
    q = "lab_results_query"
    since = "20250312000000"
    a1c, bmp = ("4548-4", "Hemoglobin A1c"), ("51990-0", "Basic metabolic panel")

    def pid(mrn: str, name: str, dob: str, sex: str) -> str:
        return f"PID|1||{mrn}^^^RIV^MR||{name}||{dob}|{sex}"

    def res(mrn: str, name: str, dob: str, sex: str, hb: str, k: str, flag_k: str, ctl: str) -> str:
        a = oru(
            ctl,
            "20250312071544",
            pid(mrn, name, dob, sex),
            _obr(*a1c, "20250311083000"),
            [f"NM|4548-4^Hemoglobin A1c^LN||{hb}|%|4.0-5.6|{'H' if float(hb) > 5.6 else 'N'}||"],
        )
        b = oru(
            str(int(ctl) + 1),
            "20250312071602",
            pid(mrn, name, dob, sex),
            _obr(*bmp, "20250311083000"),
            [
                f"NM|2823-3^Potassium^LN||{k}|mmol/L|3.5-5.1|{flag_k}||",
                "NM|2951-2^Sodium^LN||139|mmol/L|136-145|N||",
                "NM|2160-0^Creatinine^LN||1.02|mg/dL|0.60-1.20|N||",
            ],
        )
        return a + "\r" + b

    nf = (
        "MSH|^~\\&|QLAB|QUESTDX|RIVEHR|RIVERSIDE|20250312072010||RSP^K11^RSP_K11|Q551902|P|"
        "2.5.1\rMSA|AA|Q551902\rQAK|Q551902|NF|Z01^Results since^HL70471\r"
        "QPD|Z01^Results since^HL70471|Q551902|551902^^^RIV^MR|20250312000000"
    )
    calls: list[Call] = [
        (
            q,
            {"mrn": "448812", "since": since},
            res("448812", "DOE^JANE^A", "19800519", "F", "8.1", "4.4", "N", "90012231"),
        ),
        (
            q,
            {"mrn": "302947", "since": since},
            res("302947", "ABERNATHY^CARL", "19551102", "M", "9.6", "5.4", "H", "90012240"),
        ),
        (q, {"mrn": "551902", "since": since}, nf),
        (
            q,
            {"mrn": "617330", "since": since},
            res("617330", "NGATA^HEMI", "19690714", "M", "7.2", "3.3", "L", "90012252"),
        ),
        (
            q,
            {"mrn": "229104", "since": since},
            res("229104", "FERREIRA^LUCIA", "19770228", "F", "6.8", "4.9", "N", "90012260"),
        ),
        (
            q,
            {"mrn": "731455", "since": since},
            res("731455", "OSEI^KWAME", "19610930", "M", "10.2", "4.1", "N", "90012271"),
        ),
    ]
    return "hl7-labs", "hl7-ok-1", task, True, calls


def hl7_fail_1() -> Session:
    task = (
        "Get today's troponin and BNP results for the five chest-pain patients admitted "
        "overnight (MRNs on the ED board) so the cardiology fellow can triage them."
    )
    stuck = oru(
        "90011876",
        "20250311221508",
        "PID|1||301177^^^RIV^MR||SMITH^ROBERT^J||19480817|M",
        _obr("24331-1", "Lipid panel", "20250311150000"),
        [
            "NM|2093-3^Cholesterol total^LN||212|mg/dL|<200|H||",
            "NM|2571-8^Triglyceride^LN||188|mg/dL|<150|H||",
            "NM|2085-9^HDL cholesterol^LN||41|mg/dL|>39|N||",
            "NM|13457-7^LDL cholesterol calc^LN||133|mg/dL|<100|H||",
        ],
    )
    mrns = ["812044", "812051", "812063", "812070", "812088"]
    calls: list[Call] = [
        (
            "lab_results_query",
            {"mrn": m, "since": "20250312000000", "tests": ["TROP", "BNP"]},
            stuck,
        )
        for m in mrns
    ]
    calls.append(("lab_results_query", {"mrn": "812044", "since": "20250311180000"}, stuck))
    return "hl7-labs", "hl7-fail-1", task, False, calls


# --------------------------------------------------------------------------- newsroom


def _ap_item(itemid: str, when: str, headline: str, byline: str, kind: str = "text") -> dict:
    return {
        "item": {
            "uri": f"https://api.ap.org/media/v/content/{itemid}",
            "altids": {"itemid": itemid},
            "version": 0,
            "type": kind,
            "versioncreated": when,
            "pubstatus": "usable",
            "headline": headline,
            "bylines": [{"by": byline}] if byline else [],
        }
    }


def _ap_page(q: str, items: list[dict], page: int, more: bool) -> str:
    data: dict[str, Any] = {
        "query": q,
        "updated": "2025-03-12T16:04:51Z",
        "current_item_count": len(items),
        "page_size": len(items),
    }
    if more:
        data["next_page"] = f"https://api.ap.org/media/v/content/search?qt=Q9xR2&page={page + 1}"
    data["items"] = items
    return j({"api_version": "2", "api_mode": "live", "data": data})


def _nitf(itemid: str, hed: str, dateline: str, paras: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paras)
    return (
        f'<?xml version="1.0" encoding="utf-8"?><nitf><head><title>{hed}</title>'
        f'<docdata><doc-id id-string="{itemid}"/></docdata></head><body><body.head>'
        f"<hedline><hl1>{hed}</hl1></hedline><dateline>{dateline}</dateline></body.head>"
        f"<body.content>{body}</body.content></body></nitf>"
    )


def wire_ok_1() -> Session:
    task = (
        "Build a dated timeline of AP's coverage this week of the federal inquiry into the "
        "Dundalk terminal crane collapse: search, open the four most relevant stories."
    )
    q = "Dundalk crane collapse inquiry"
    p1 = [
        _ap_item(
            "9c1e2b7a41f0",
            "2025-03-11T21:14:02Z",
            "NTSB says crane's slew bearing showed fatigue cracks weeks before Dundalk collapse",
            "By LEA SKENE",
        ),
        _ap_item(
            "77d0a9f31c28",
            "2025-03-10T15:40:11Z",
            "Port of Baltimore reopens two berths at Dundalk after crane collapse",
            "By BRIAN WITTE",
        ),
        _ap_item(
            "4b5f8e20c9d1",
            "2025-03-10T12:02:47Z",
            "Photos: Crews clear wreckage at Dundalk Marine Terminal",
            "",
            "picture",
        ),
    ]
    p2 = [
        _ap_item(
            "e83a61d7b045",
            "2025-03-12T14:33:20Z",
            "Crane maker recalls inspection records after NTSB request, lawmakers demand hearing",
            "By LEA SKENE",
        ),
        _ap_item(
            "1fa2c4e87b93",
            "2025-03-09T18:55:09Z",
            "Dock worker killed in Dundalk crane collapse identified as 34-year-old father of two",
            "By BRIAN WITTE",
        ),
        _ap_item(
            "0b9d3317ea64",
            "2025-03-08T02:21:45Z",
            "Crane collapses at Baltimore's Dundalk terminal, one dead, three injured",
            "By BRIAN WITTE",
        ),
    ]
    get = "ap_get_content"
    calls: list[Call] = [
        (
            "ap_search",
            {"q": q, "sort": "versioncreated:desc", "page_size": 3},
            _ap_page(q, p1, 1, True),
        ),
        (
            "ap_search",
            {"q": q, "sort": "versioncreated:desc", "page_size": 3, "page": 2},
            _ap_page(q, p2, 2, False),
        ),
        (
            get,
            {"itemid": "0b9d3317ea64", "format": "nitf"},
            _nitf(
                "0b9d3317ea64",
                "Crane collapses at Baltimore's Dundalk terminal, one dead, three injured",
                "BALTIMORE (AP) —",
                [
                    "A ship-to-shore container crane buckled and fell across a berth at the "
                    "Dundalk Marine Terminal late Friday, killing one dock worker and injuring "
                    "three others, officials said.",
                    "The Maryland Port Administration halted operations at berths 11 through 13. "
                    "The National Transportation Safety Board said it would send investigators "
                    "Saturday.",
                ],
            ),
        ),
        (
            get,
            {"itemid": "77d0a9f31c28", "format": "nitf"},
            _nitf(
                "77d0a9f31c28",
                "Port of Baltimore reopens two berths at Dundalk after crane collapse",
                "BALTIMORE (AP) —",
                [
                    "Two of the three berths closed after Friday's fatal crane collapse reopened "
                    "Monday, the port said, while berth 12 remains an NTSB site.",
                    "Investigators have taken custody of the crane's slew bearing and control "
                    "logs, the agency said.",
                ],
            ),
        ),
        (
            get,
            {"itemid": "9c1e2b7a41f0", "format": "nitf"},
            _nitf(
                "9c1e2b7a41f0",
                "NTSB says crane's slew bearing showed fatigue cracks weeks "
                "before Dundalk collapse",
                "WASHINGTON (AP) —",
                [
                    "A preliminary NTSB review found fatigue cracks in the slew bearing of the "
                    "crane that collapsed Friday, cracks that an ultrasonic inspection on Feb. 14 "
                    "noted but rated as 'monitor', the board's chair said Tuesday.",
                    "The board has not determined a cause; a preliminary report is expected within "
                    "30 days.",
                ],
            ),
        ),
        (
            get,
            {"itemid": "e83a61d7b045", "format": "nitf"},
            _nitf(
                "e83a61d7b045",
                "Crane maker recalls inspection records after NTSB request, "
                "lawmakers demand hearing",
                "WASHINGTON (AP) —",
                [
                    "The crane's manufacturer said Wednesday it had pulled inspection records for "
                    "14 cranes of the same model at U.S. ports after the NTSB asked for them.",
                    "Maryland's congressional delegation asked the House Transportation Committee "
                    "for a hearing before the end of the month.",
                ],
            ),
        ),
    ]
    return "wire", "wire-ok-1", task, True, calls


def _feed(items: list[dict], seq: int) -> str:
    return j(
        {
            "api_version": "2",
            "api_mode": "live",
            "data": {
                "updated": "2025-03-19T18:00:00Z",
                "current_item_count": len(items),
                "next_page": f"https://api.ap.org/media/v/content/feed?qt=Z4nK&seq={seq}",
                "items": items,
            },
        }
    )


def wire_ok_2() -> Session:
    task = (
        "Watch AP's business feed for the Fed rate decision (due 2 p.m. ET). As soon as the "
        "alert moves, get the text and update our homepage ticker; then pick up the first "
        "write-through."
    )
    feed = "ap_feed"
    fed1 = _ap_item(
        "5d7e0c91aa12",
        "2025-03-19T18:00:07Z",
        "APNewsAlert: Federal Reserve "
        "leaves key rate unchanged at 4.25%-4.5%, still signals two cuts this year",
        "",
    )
    fed2 = _ap_item(
        "5d7e0c91aa12",
        "2025-03-19T18:09:40Z",
        "Fed keeps rates on hold, sees slower growth and higher inflation as tariffs weigh",
        "By CHRISTOPHER RUGABER",
    )
    fed2["item"]["version"] = 1
    calls: list[Call] = [
        (
            feed,
            {"q": "subject:business", "seq": 128860},
            _feed(
                [
                    _ap_item(
                        "a0c3e1f7d229",
                        "2025-03-19T17:52:13Z",
                        "Stock market today: Wall Street drifts ahead of the Fed's decision",
                        "By STAN CHOE",
                    ),
                    _ap_item(
                        "f3b88d02e147",
                        "2025-03-19T17:55:40Z",
                        "Boeing shares rise after deliveries rebound in February",
                        "By DAVID KOENIG",
                    ),
                ],
                128876,
            ),
        ),
        (feed, {"q": "subject:business", "seq": 128876}, _feed([], 128876)),
        (feed, {"q": "subject:business", "seq": 128876}, _feed([], 128876)),
        (feed, {"q": "subject:business", "seq": 128876}, _feed([fed1], 128881)),
        (
            "ap_get_content",
            {"itemid": "5d7e0c91aa12", "format": "nitf"},
            _nitf(
                "5d7e0c91aa12",
                "APNewsAlert",
                "WASHINGTON (AP) —",
                [
                    "Federal Reserve leaves key rate unchanged at 4.25%-4.5%, still signals two "
                    "cuts this year."
                ],
            ),
        ),
        (
            "ticker_update",
            {
                "slot": "breaking",
                "text": "Fed holds rates at 4.25%-4.5%, still sees two cuts in 2025 (AP)",
                "link": "/business/fed-holds-rates",
            },
            jp({"ok": True, "slot": "breaking", "revision": 3381}),
        ),
        (feed, {"q": "subject:business", "seq": 128881}, _feed([fed2], 128890)),
        (
            "ap_get_content",
            {"itemid": "5d7e0c91aa12", "format": "nitf", "version": 1},
            _nitf(
                "5d7e0c91aa12",
                "Fed keeps rates on hold, sees slower growth and higher inflation as tariffs weigh",
                "WASHINGTON (AP) —",
                [
                    "The Federal Reserve kept its key interest rate unchanged Wednesday at about "
                    "4.3% and said it still expects to cut rates twice this year.",
                    "Officials now project growth of 1.7% this year, down from 2.1% in December, "
                    "and core inflation of 2.8%.",
                ],
            ),
        ),
    ]
    return "wire", "wire-ok-2", task, True, calls


def wire_fail_1() -> Session:
    task = (
        "Get AP's latest on this morning's tram derailment in Lisbon (casualties, cause, "
        "service disruption) for our live blog."
    )
    stale = [
        _ap_item(
            "c4e0917b2d35",
            "2025-03-10T09:12:44Z",
            "Lisbon tourism hits record as visitors top 9 million, straining housing",
            "By BARRY HATTON",
        ),
        _ap_item(
            "81b2f6ad0e19",
            "2025-03-10T07:30:02Z",
            "Portugal's government falls after losing confidence vote",
            "By BARRY HATTON",
        ),
        _ap_item(
            "d73a0c55e8f2", "2025-03-09T16:48:31Z", "Photos: Carnival in Lisbon", "", "picture"
        ),
    ]
    qs = [
        "Lisbon tram derailment",
        "Lisbon tram crash casualties",
        "tram accident Lisbon Portugal March 12",
        "Lisbon Carris tram derailed injured",
        "Lisbon tram",
    ]
    calls: list[Call] = [
        (
            "ap_search",
            {"q": q, "sort": "versioncreated:desc", "page_size": 3},
            _ap_page(q, stale, 1, True),
        )
        for q in qs
    ]
    return "wire", "wire-fail-1", task, False, calls


def _claim(
    text: str,
    who: str,
    when: str,
    pub: tuple[str, str],
    url: str,
    title: str,
    rating: str,
    reviewed: str,
) -> dict:
    return {
        "text": text,
        "claimant": who,
        "claimDate": when,
        "claimReview": [
            {
                "publisher": {"name": pub[0], "site": pub[1]},
                "url": url,
                "title": title,
                "reviewDate": reviewed,
                "textualRating": rating,
                "languageCode": "en",
            }
        ],
    }


def factcheck_ok_1() -> Session:
    task = (
        "A viral post makes five claims about the new Gateway bridge toll. Check each against "
        "published fact-checks and tell me which have been checked, by whom, with what "
        "rating; say plainly which have no fact-check yet."
    )
    tool = "factcheck_claims_search"
    calls: list[Call] = [
        (
            tool,
            {"query": "Gateway bridge toll $35 cars", "languageCode": "en"},
            jp(
                {
                    "claims": [
                        _claim(
                            "The Gateway bridge toll will be $35 for every car.",
                            "Facebook posts",
                            "2025-03-03T00:00:00Z",
                            ("PolitiFact", "politifact.com"),
                            "https://www.politifact.com/factchecks/2025/mar/05/facebook-posts/"
                            "gateway-bridge-toll-35/",
                            "No, the Gateway bridge toll isn't $35 for cars",
                            "False",
                            "2025-03-05T00:00:00Z",
                        )
                    ],
                    "nextPageToken": "CAE",
                }
            ),
        ),
        (
            tool,
            {"query": "Gateway bridge toll $35 cars", "languageCode": "en", "pageToken": "CAE"},
            jp(
                {
                    "claims": [
                        _claim(
                            "New bridge tolls of $35 start next month",
                            "Instagram user",
                            "2025-03-04T00:00:00Z",
                            ("Lead Stories", "leadstories.com"),
                            "https://leadstories.com/hoax-alert/2025/03/fact-check-gateway-toll.html",
                            "Fact Check: Gateway Bridge Toll Is NOT $35 -- Peak Car Toll Is $16.50",
                            "False",
                            "2025-03-06T00:00:00Z",
                        )
                    ]
                }
            ),
        ),
        (
            tool,
            {"query": "bridge toll money pays migrant hotels", "languageCode": "en"},
            jp(
                {
                    "claims": [
                        _claim(
                            "Toll revenue from the Gateway bridge will pay for hotels for "
                            "migrants.",
                            "X user",
                            "2025-03-02T00:00:00Z",
                            ("AFP Fact Check", "factcheck.afp.com"),
                            "https://factcheck.afp.com/doc.afp.com.36ZK8L2",
                            "Bridge toll revenue is pledged to bond repayment, not migrant housing",
                            "False",
                            "2025-03-07T00:00:00Z",
                        )
                    ]
                }
            ),
        ),
        (
            tool,
            {"query": "Gateway bridge tolls collected Chinese company", "languageCode": "en"},
            "{}",
        ),
        (
            tool,
            {"query": "toll gantry EZPass sells location data Gateway", "languageCode": "en"},
            jp(
                {
                    "claims": [
                        _claim(
                            "E-ZPass readers on the new bridge record and sell drivers' locations.",
                            "TikTok video",
                            "2025-03-01T00:00:00Z",
                            ("USA TODAY", "usatoday.com"),
                            "https://www.usatoday.com/story/news/factcheck/2025/03/04/ezpass-location-"
                            "data-claim/",
                            "Fact check: E-ZPass records plate and time at tolls but "
                            "doesn't sell location data",
                            "Missing context",
                            "2025-03-04T00:00:00Z",
                        )
                    ]
                }
            ),
        ),
        (
            tool,
            {"query": "Gateway toll approved midnight board vote 3-2", "languageCode": "en"},
            "{}",
        ),
    ]
    return "factcheck", "factcheck-ok-1", task, True, calls


def factcheck_fail_1() -> Session:
    task = (
        "Before we run the debate-night story, check the candidates' most-shared claims "
        "against existing fact-checks."
    )
    err = jp(
        {
            "error": {
                "code": 429,
                "message": "Quota exceeded for quota metric 'Queries' "
                "and limit 'Queries per day' of service 'factchecktools.googleapis.com' for "
                "consumer 'project_number:418826007312'.",
                "status": "RESOURCE_EXHAUSTED",
                "details": [
                    {
                        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                        "reason": "RATE_LIMIT_EXCEEDED",
                        "domain": "googleapis.com",
                        "metadata": {
                            "quota_metric": "factchecktools.googleapis.com/queries",
                            "service": "factchecktools.googleapis.com",
                            "consumer": "projects/418826007312",
                            "quota_limit": "QueriesPerDay",
                        },
                    }
                ],
            }
        }
    )
    qs = [
        "crime down 40 percent since 2020",
        "unemployment lowest in 50 years state",
        "opponent voted to defund police 2021",
        "property taxes doubled under governor",
        "crime fell 40% since 2020 city",
    ]
    calls: list[Call] = [
        ("factcheck_claims_search", {"query": q, "languageCode": "en", "maxAgeDays": 365}, err)
        for q in qs
    ]
    return "factcheck", "factcheck-fail-1", task, False, calls


def _avail(url: str, ts: str, snap: str | None) -> str:
    closest = (
        {}
        if snap is None
        else {
            "closest": {
                "status": "200",
                "available": True,
                "url": f"http://web.archive.org/web/{snap}/{url}",
                "timestamp": snap,
            }
        }
    )
    return jp({"url": url, "archived_snapshots": closest, "timestamp": ts})


def wayback_ok_1() -> Session:
    task = (
        "For our correction note: were these five agency press-release pages archived "
        "before 20 January 2025? Give the closest snapshot before that date for each, or say "
        "it was never captured."
    )
    tool = "wayback_available"
    urls = [
        (
            "https://www.energy.gov/articles/doe-announces-grid-resilience-awards-2024",
            "20250115093012",
        ),
        (
            "https://www.epa.gov/newsreleases/epa-finalizes-pfas-drinking-water-rule-update",
            "20250119221547",
        ),
        ("https://www.hhs.gov/about/news/2025/01/17/hhs-statement-on-drug-price-talks.html", None),
        (
            "https://www.usda.gov/media/press-releases/2025/01/16/rural-broadband-loans",
            "20250116184410",
        ),
        (
            "https://www.commerce.gov/news/press-releases/2025/01/chips-award-final",
            "20250118023355",
        ),
    ]
    calls: list[Call] = [
        (tool, {"url": u, "timestamp": "20250119"}, _avail(u, "20250119", s)) for u, s in urls
    ]
    return "wayback", "wayback-ok-1", task, True, calls


def wayback_ok_2() -> Session:
    task = (
        "The city council's budget page now says the shortfall is $58 million; it said $41 "
        "million in January. Find the snapshot where the figure changed and what else "
        "changed with it."
    )
    url = "harborcity.gov/council/budget-2025"
    head = ["urlkey", "timestamp", "original", "mimetype", "statuscode", "digest", "length"]
    key = "gov,harborcity)/council/budget-2025"
    rows1 = [
        [
            key,
            "20250107143011",
            f"https://{url}",
            "text/html",
            "200",
            "QJ3M5X2C6PTQ4W7AY3LDRF6B2QHZ5K7N",
            "18311",
        ],
        [
            key,
            "20250131090422",
            f"https://{url}",
            "text/html",
            "200",
            "7GQWZL3M2A4YB5QK6C8DHR2TN4XJ5PE1",
            "18420",
        ],
        [
            key,
            "20250214171530",
            f"https://{url}",
            "text/html",
            "200",
            "Z4K2RB7N6M3XQ8L5W1DCT9YH2AP6FJ3E",
            "18397",
        ],
    ]
    rows2 = [
        [
            key,
            "20250226112004",
            f"https://{url}",
            "text/html",
            "200",
            "N2W8PC4Y6L1ZQ7XK3M5A9DRT2BH6JE4F",
            "19022",
        ],
        [
            key,
            "20250311083347",
            f"https://{url}",
            "text/html",
            "200",
            "H5TQ2X9L4C7WZ1MK8YB3N6AD2RJ4PF7E",
            "19115",
        ],
    ]
    fetch = "wayback_fetch"

    def page(ts: str, gap: str, extra: str) -> str:
        return lines(
            f"[snapshot {ts} of https://{url}]",
            "Harbor City Council — FY2025 Budget",
            "Home > Council > Budget",
            f"Projected general-fund shortfall: {gap}",
            extra,
            "Public hearing schedule: see Council calendar. Documents: Proposed Budget (PDF), "
            "Budget in Brief (PDF).",
        )

    calls: list[Call] = [
        (
            "wayback_cdx",
            {
                "url": url,
                "from": "2025",
                "output": "json",
                "collapse": "digest",
                "limit": 3,
                "showResumeKey": True,
            },
            j([head, *rows1, [], ["gov%2Charborcity%29%2Fcouncil%2Fbudget-2025+20250214171530"]]),
        ),
        (
            "wayback_cdx",
            {
                "url": url,
                "from": "2025",
                "output": "json",
                "collapse": "digest",
                "limit": 3,
                "resumeKey": "gov%2Charborcity%29%2Fcouncil%2Fbudget-2025+20250214171530",
            },
            j([head, *rows2]),
        ),
        (
            fetch,
            {"timestamp": "20250131090422", "url": f"https://{url}"},
            page(
                "20250131090422",
                "$41.2 million (updated Jan. 28)",
                "Hiring freeze in effect for non-public-safety positions.",
            ),
        ),
        (
            fetch,
            {"timestamp": "20250226112004", "url": f"https://{url}"},
            page(
                "20250226112004",
                "$41.2 million (updated Jan. 28)",
                "Hiring freeze in effect for non-public-safety positions. Deferred: Pier 6 "
                "resurfacing.",
            ),
        ),
        (
            fetch,
            {"timestamp": "20250311083347", "url": f"https://{url}"},
            page(
                "20250311083347",
                "$58.0 million (updated Mar. 7, after state aid revision)",
                "Hiring freeze extended to all departments. Deferred: Pier 6 resurfacing, "
                "library Sunday hours. Proposed: 2.5% vehicle-registration surcharge.",
            ),
        ),
    ]
    return "wayback", "wayback-ok-2", task, True, calls


def wayback_fail_1() -> Session:
    task = (
        "For the media-literacy explainer, get the Wayback snapshot closest to 11 p.m. ET on "
        "5 November 2024 of the front pages of the NYT, BBC News, the Guardian, Le Monde and "
        "the Washington Post."
    )
    fronts = [
        "nytimes.com",
        "bbc.co.uk/news",
        "theguardian.com/us",
        "lemonde.fr",
        "washingtonpost.com",
    ]
    calls: list[Call] = [
        (
            "wayback_available",
            {"url": u, "timestamp": "20241106040000"},
            _avail(u, "20241106040000", None),
        )
        for u in fronts
    ]
    calls.append(
        (
            "wayback_available",
            {"url": "https://www.nytimes.com/", "timestamp": "20241106"},
            _avail("https://www.nytimes.com/", "20241106", None),
        )
    )
    return "wayback", "wayback-fail-1", task, False, calls


def cms_ok_1() -> Session:
    task = (
        "Turn the AP port-strike copy into a local story in Arc: create the draft with our "
        "Baltimore angle, circulate it to Business, read it back to check the byline and "
        "the section, fix anything off, and publish."
    )
    doc = "4QZ7HXU2MRFJ3NDZ6G5YCTB5VE"
    rev = "WJ3N7C2QZFB5D6KM4XRAHT2YLE"
    ans = {
        "_id": doc,
        "type": "story",
        "version": "0.10.9",
        "headlines": {"basic": "Port strike would idle 2,400 Baltimore dockworkers, union says"},
        "credits": {"by": [{"type": "author", "name": "Tessa Rowe"}]},
        "taxonomy": {
            "primary_section": {"_id": "/business"},
            "tags": [{"text": "port of baltimore"}, {"text": "ILA"}, {"text": "labor"}],
        },
        "content_elements": [
            {
                "type": "text",
                "content": "A coastwide dockworkers' strike set for Oct. 1 would "
                "idle about 2,400 members of ILA Local 333 at the Port of Baltimore, the "
                "local's president said Tuesday.",
            },
            {
                "type": "text",
                "content": "Port officials said cargo ships would be diverted "
                "to Norfolk and Philadelphia, which are covered by the same contract.",
            },
        ],
        "planning": {"internal_note": "AP base: 5b71e0c2d9aa"},
    }
    calls: list[Call] = [
        (
            "arc_search_content",
            {"website": "harbor-ledger", "q": "ILA Local 333 strike", "size": 3},
            j(
                {
                    "type": "results",
                    "version": "0.10.9",
                    "count": 2,
                    "content_elements": [
                        {
                            "_id": "DL2M3WQ7YB4RZ5NF6CKT3HJ8AE",
                            "headlines": {
                                "basic": "Baltimore dockworkers back strike authorization"
                            },
                            "display_date": "2024-06-18T21:02:00Z",
                            "canonical_url": "/business/2024/06/18/"
                            "baltimore-dockworkers-strike-vote/",
                        },
                        {
                            "_id": "KX5P2T8RM3QZ7AN4DLW6YB9CJE",
                            "headlines": {
                                "basic": "What a port strike would mean for Maryland businesses"
                            },
                            "display_date": "2024-09-20T10:00:00Z",
                            "canonical_url": "/business/2024/09/20/"
                            "port-strike-maryland-businesses/",
                        },
                    ],
                }
            ),
        ),
        (
            "arc_create_story",
            {"website": "harbor-ledger", "ans": ans},
            j(
                {
                    "id": doc,
                    "type": "STORY",
                    "created_at": "2025-03-12T17:20:04.117Z",
                    "last_published_at": None,
                    "draft_revision_id": rev,
                    "published_revision_id": None,
                }
            ),
        ),
        (
            "arc_add_circulation",
            {
                "document_id": doc,
                "website": "harbor-ledger",
                "primary_section": "/business",
                "sections": ["/business", "/local"],
            },
            j(
                {
                    "document_id": doc,
                    "website_id": "harbor-ledger",
                    "website_url": "/business/2025/03/12/port-strike-baltimore-dockworkers/",
                    "website_primary_section": {
                        "type": "reference",
                        "referent": {
                            "id": "/business",
                            "type": "section",
                            "website": "harbor-ledger",
                        },
                    },
                }
            ),
        ),
        (
            "arc_get_draft",
            {"document_id": doc},
            j(
                {
                    "id": rev,
                    "document_id": doc,
                    "type": "DRAFT",
                    "ans": ans
                    | {
                        "credits": {
                            "by": [
                                {"type": "author", "name": "Tessa Rowe"},
                                {"type": "author", "name": "Associated Press"},
                            ]
                        }
                    },
                    "updated_at": "2025-03-12T17:21:40.552Z",
                }
            ),
        ),
        (
            "arc_update_draft",
            {
                "document_id": doc,
                "patch": {
                    "credits": {"by": [{"type": "author", "name": "Tessa Rowe"}]},
                    "content_elements_append": [
                        {
                            "type": "text",
                            "content": "The Associated Press contributed to this report.",
                        }
                    ],
                },
            },
            j(
                {
                    "id": rev,
                    "document_id": doc,
                    "type": "DRAFT",
                    "updated_at": "2025-03-12T17:24:02.009Z",
                }
            ),
        ),
        (
            "arc_publish",
            {"document_id": doc},
            j(
                {
                    "id": "P7MXQ2LW4ZB3N5KC8DRT6YHAFE",
                    "document_id": doc,
                    "type": "PUBLISHED",
                    "created_at": "2025-03-12T17:24:30.871Z",
                }
            ),
        ),
    ]
    return "cms", "cms-ok-1", task, True, calls


def _c2pa(
    title: str, gen: str, issuer: str, when: str, actions: list[dict], ingredients: int = 0
) -> str:
    label = "urn:uuid:" + "".join(f"{ord(c):02x}" for c in title)[:32]
    manifest: dict[str, Any] = {
        "claim_generator": gen,
        "title": title,
        "format": "image/jpeg",
        "instance_id": "xmp:iid:" + label[9:],
        "ingredients": [
            {"title": f"ingredient_{i}.jpg", "relationship": "parentOf"} for i in range(ingredients)
        ],
        "assertions": [{"label": "c2pa.actions", "data": {"actions": actions}}],
        "signature_info": {"issuer": issuer, "time": when},
        "label": label,
    }
    return json.dumps({"active_manifest": label, "manifests": {label: manifest}}, indent=2)


def c2pa_ok_1() -> Session:
    task = (
        "The freelancer filed eight photos from the flood. Which carry Content Credentials, "
        "who signed them, and was any made or altered with generative AI?"
    )
    tool = "c2pa_inspect"
    cam = "Leica M11-P 2.1.1 c2pa-rs/0.28.1"
    lr = "Adobe_Lightroom/7.2 adobe_c2pa/0.9.2 c2pa-rs/0.28.4"
    opened = {
        "action": "c2pa.created",
        "digitalSourceType": "http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture",
    }
    edited = {"action": "c2pa.color_adjustments", "softwareAgent": "Adobe Lightroom 7.2"}
    gen_fill = {
        "action": "c2pa.edited",
        "softwareAgent": "Adobe Photoshop 26.3",
        "digitalSourceType": "http://cv.iptc.org/newscodes/digitalsourcetype/"
        "compositeWithTrainedAlgorithmicMedia",
        "parameters": {"description": "Generative Fill"},
    }
    none = "Error: No claim found"
    shots = [
        (
            "flood_0412.jpg",
            _c2pa("flood_0412.jpg", cam, "Leica Camera AG", "2025-03-09T07:41:02+00:00", [opened]),
        ),
        (
            "flood_0417.jpg",
            _c2pa(
                "flood_0417.jpg",
                lr,
                "Adobe Inc.",
                "2025-03-09T19:12:40+00:00",
                [{"action": "c2pa.opened"}, edited],
                1,
            ),
        ),
        ("flood_0420.jpg", none),
        (
            "flood_0433.jpg",
            _c2pa("flood_0433.jpg", cam, "Leica Camera AG", "2025-03-09T08:03:55+00:00", [opened]),
        ),
        ("flood_0451.jpg", none),
        (
            "flood_0458.jpg",
            _c2pa(
                "flood_0458.jpg",
                "Adobe_Photoshop/26.3 adobe_c2pa/0.9.4 c2pa-rs/0.28.4",
                "Adobe Inc.",
                "2025-03-10T01:27:18+00:00",
                [{"action": "c2pa.opened"}, gen_fill],
                1,
            ),
        ),
        ("flood_0462.jpg", none),
        (
            "flood_0470.jpg",
            _c2pa(
                "flood_0470.jpg",
                lr,
                "Adobe Inc.",
                "2025-03-09T19:15:02+00:00",
                [{"action": "c2pa.opened"}, edited, {"action": "c2pa.cropped"}],
                1,
            ),
        ),
    ]
    calls: list[Call] = [
        (tool, {"path": f"/incoming/freelance/okoro/{name}"}, out) for name, out in shots
    ]
    return "c2pa", "c2pa-ok-1", task, True, calls


def c2pa_fail_1() -> Session:
    task = (
        "Check the Content Credentials on the six reader-submitted images in the tip line "
        "before the photo desk uses any."
    )
    err = (
        "request to http://127.0.0.1:8088/verify failed, reason: connect ECONNREFUSED "
        "127.0.0.1:8088"
    )
    ids = ["tip-77120", "tip-77124", "tip-77131", "tip-77133", "tip-77140"]
    calls: list[Call] = [
        ("c2pa_verify", {"asset_url": f"https://tips.harborledger.com/uploads/{i}.jpg"}, err)
        for i in ids
    ]
    return "c2pa", "c2pa-fail-1", task, False, calls


# --------------------------------------------------------------------------- bioinformatics

NF_HEAD = "N E X T F L O W  ~  version 24.04.4"


def nextflow_ok_1() -> Session:
    task = (
        "Run nf-core/rnaseq 3.14.0 on the four samples in samplesheet.csv against GRCh38 with "
        "Docker, fix whatever fails, and give me the MultiQC report path."
    )
    run, tail = "nextflow_run", "nextflow_log_tail"
    p = "NFCORE_RNASEQ:RNASEQ:"
    calls: list[Call] = [
        (
            run,
            {
                "cmd": "nextflow run nf-core/rnaseq -r 3.14.0 -profile docker --input "
                "samplesheet.csv --genome GRCh38 --outdir results -bg"
            },
            lines(
                NF_HEAD,
                "Launching `https://github.com/nf-core/rnaseq` [elated_panini] DSL2 - "
                "revision: 3bec2331ca [3.14.0]",
                "[background] pid 48213, log .nextflow.log",
            ),
        ),
        (
            tail,
            {"lines": 8},
            lines(
                "executor >  local (14)",
                f"[5e/1a9f02] {p}FASTQ_SUBSAMPLE_FQ_SALMON:FQ_SUBSAMPLE (WT_REP1) [100%] 4 of 4 ✔",
                f"[c2/77b0e4] {p}FASTQ_FASTQC_UMITOOLS_TRIMGALORE:FASTQC (WT_REP2) [100%] 4 of 4 ✔",
                f"[0a/4d12c9] {p}FASTQ_FASTQC_UMITOOLS_TRIMGALORE:TRIMGALORE (RAP1_REP1) [ 50%] "
                "2 of 4",
                f"[-        ] {p}ALIGN_STAR:STAR_ALIGN -",
                f"[-        ] {p}QUANTIFY_STAR_SALMON:SALMON_QUANT -",
            ),
        ),
        (
            tail,
            {"lines": 14},
            lines(
                f"[8b/e0f3a1] {p}ALIGN_STAR:STAR_ALIGN (WT_REP1) [ 25%] 1 of 4, failed: 1",
                f"ERROR ~ Error executing process > '{p}ALIGN_STAR:STAR_ALIGN (WT_REP1)'",
                "",
                "Caused by:",
                f"  Process `{p}ALIGN_STAR:STAR_ALIGN (WT_REP1)` terminated with an "
                "error exit status (137)",
                "",
                "Command executed:",
                "  STAR --genomeDir star "
                "--readFilesIn WT_REP1_1_val_1.fq.gz WT_REP1_2_val_2.fq.gz --runThreadN 12 "
                "--outSAMtype BAM Unsorted ...",
                "",
                "Command exit status:",
                "  137",
                "",
                "Work dir:",
                "  /data/rnaseq/work/8b/e0f3a1c77d4e2b0a9f1d6c53e8b2a4",
                "",
                " -- Check '.nextflow.log' file for details",
            ),
        ),
        (
            "write_file",
            {
                "path": "custom.config",
                "content": "process {\n  withName: "
                "'.*:STAR_ALIGN' {\n    memory = 48.GB\n    cpus = 8\n  }\n}\n",
            },
            "Wrote 74 bytes to custom.config",
        ),
        (
            run,
            {
                "cmd": "nextflow run nf-core/rnaseq -r 3.14.0 -profile docker --input "
                "samplesheet.csv --genome GRCh38 --outdir results -c custom.config -resume -bg"
            },
            lines(
                NF_HEAD,
                "Launching `https://github.com/nf-core/rnaseq` [happy_lovelace] DSL2 - "
                "revision: 3bec2331ca [3.14.0]",
                "[background] pid 49377, log .nextflow.log",
            ),
        ),
        (
            tail,
            {"lines": 6},
            lines(
                "executor >  local (9), cached (31)",
                f"[c2/77b0e4] {p}FASTQ_FASTQC_UMITOOLS_TRIMGALORE:FASTQC (WT_REP2) [100%] 4 of 4, "
                "cached: 4 ✔",
                f"[d4/0c81fe] {p}ALIGN_STAR:STAR_ALIGN (RAP1_REP1) [ 50%] 2 of 4",
                f"[-        ] {p}QUANTIFY_STAR_SALMON:SALMON_QUANT -",
            ),
        ),
        (
            tail,
            {"lines": 6},
            lines(
                "executor >  local (58), cached (31)",
                f"[1f/a2b390] {p}ALIGN_STAR:STAR_ALIGN (RAP1_REP2) [100%] 4 of 4 ✔",
                f"[6e/93cd02] {p}QUANTIFY_STAR_SALMON:SALMON_QUANT (WT_REP2) [ 75%] 3 of 4",
                f"[4a/0d7be1] {p}BAM_MARKDUPLICATES_PICARD:PICARD_MARKDUPLICATES (RAP1_REP1) "
                "[ 25%] 1 of 4",
                f"[-        ] {p}MULTIQC -",
            ),
        ),
        (
            tail,
            {"lines": 9},
            lines(
                f"[9c/5e21d7] {p}MULTIQC [100%] 1 of 1 ✔",
                "-[nf-core/rnaseq] Pipeline completed successfully -",
                "Completed at: 12-Mar-2025 14:52:19",
                "Duration    : 1h 12m 4s",
                "CPU hours   : 21.4 (12.1% cached)",
                "Succeeded   : 86",
                "Cached      : 31",
            ),
        ),
        (
            "list_dir",
            {"path": "results/multiqc/star_salmon"},
            lines("multiqc_data/", "multiqc_plots/", "multiqc_report.html  4.8 MB"),
        ),
    ]
    return "nextflow", "nextflow-ok-1", task, True, calls


def nextflow_fail_1() -> Session:
    task = (
        "Resume yesterday's nf-core/sarek run in /data/sarek (it was interrupted at the "
        "variant calling step) and let me know when it finishes."
    )
    lock = lines(
        NF_HEAD,
        "Launching `https://github.com/nf-core/sarek` [stupefied_curie] DSL2 - "
        "revision: 3a7ce6d3c5 [3.4.4]",
        "ERROR ~ Unable to acquire lock on session with ID 1c6d8b3e-57a0-4f2c-9b61-0e8d4a7f2c19",
        "",
        "Common reasons for this error are:",
        " - You are trying to resume the execution of an already running pipeline",
        " - A previous execution was abruptly interrupted, leaving the session open",
        "",
        "You can see which process is holding the lock file by using the following command:",
        " - lsof /data/sarek/.nextflow/cache/1c6d8b3e-57a0-4f2c-9b61-0e8d4a7f2c19/db/LOCK",
        "",
        " -- Check '.nextflow.log' file for details",
    )
    base = "nextflow run nf-core/sarek -r 3.4.4 -profile docker -params-file params.yaml"
    cmds = [
        f"{base} -resume",
        f"{base} -resume 1c6d8b3e-57a0-4f2c-9b61-0e8d4a7f2c19",
        f"{base} -resume -bg",
        f"{base} -resume -with-report report.html",
        f"{base} -resume 1c6d8b3e-57a0-4f2c-9b61-0e8d4a7f2c19 -bg",
    ]
    calls: list[Call] = [("nextflow_run", {"cmd": c, "cwd": "/data/sarek"}, lock) for c in cmds]
    return "nextflow", "nextflow-fail-1", task, False, calls


def snakemake_ok_1() -> Session:
    task = (
        "Get the variant-calling Snakefile in ~/vc to run through on all six samples; fix "
        "errors as they come and tell me where the merged VCF ends up."
    )
    sm = "snakemake"
    table = lines(
        "Building DAG of jobs...",
        "Job stats:",
        "job              count",
        "-------------  -------",
        "align                6",
        "all                  1",
        "call_variants        1",
        "mark_duplicates      6",
        "merge_vcf            1",
        "sort_index           6",
        "total               21",
        "",
        "This was a dry-run (flag -n). The order of jobs does not reflect the order of execution.",
    )
    calls: list[Call] = [
        (sm, {"args": "-n", "cwd": "~/vc"}, table),
        (
            sm,
            {"args": "--cores 8", "cwd": "~/vc"},
            lines(
                "Building DAG of jobs...",
                "MissingInputException in rule align in file /home/ana/vc/Snakefile, line 14:",
                "Missing input files for rule align:",
                "    output: mapped/C.bam",
                "    wildcards: sample=C",
                "    affected files:",
                "        data/samples/C.fastq",
            ),
        ),
        (
            "list_dir",
            {"path": "~/vc/data/samples"},
            lines("A.fastq", "B.fastq", "C.fq.gz", "D.fastq", "E.fastq", "F.fastq"),
        ),
        (
            "edit_file",
            {
                "path": "~/vc/config.yaml",
                "old": "C: data/samples/C.fastq",
                "new": "C: data/samples/C.fq.gz",
            },
            "Edited config.yaml: 1 replacement",
        ),
        (
            sm,
            {"args": "--cores 8", "cwd": "~/vc"},
            lines(
                "Building DAG of jobs...",
                "Using shell: /usr/bin/bash",
                "Provided cores: 8",
                "[Wed Mar 12 10:15:33 2025]",
                "Error in rule call_variants:",
                "    jobid: 2",
                "    input: sorted/A.bam, sorted/B.bam, sorted/C.bam, sorted/D.bam,"
                " sorted/E.bam, sorted/F.bam, ref/GRCh38.fa",
                "    output: calls/all.vcf",
                "    shell:",
                "        bcftools mpileup -f ref/GRCh38.fa sorted/*.bam | bcftools "
                "call -mv -o calls/all.vcf",
                "        (one of the commands exited with non-zero "
                "exit code; note that snakemake uses bash strict mode!)",
                "",
                "[E::fai_build3_core] Failed to open the FASTA index ref/GRCh38.fa.fai: "
                "Permission denied",
                "Shutting down, this might take some time.",
                "Exiting because a job execution failed. Look above for error message",
            ),
        ),
        (
            "shell",
            {"cmd": "ls -l ~/vc/ref/"},
            lines(
                "total 3186708",
                "-rw-r--r-- 1 ana  lab 3263421696 Feb 27 11:02 GRCh38.fa",
                "-rw------- 1 root root     157829 Feb 27 11:09 GRCh38.fa.fai",
            ),
        ),
        (
            "shell",
            {
                "cmd": "cd ~/vc && rm -f ref/GRCh38.fa.fai && samtools faidx ref/GRCh38.fa "
                "&& ls -l ref/GRCh38.fa.fai"
            },
            "-rw-r--r-- 1 ana lab 157829 Mar 12 10:19 ref/GRCh38.fa.fai",
        ),
        (
            sm,
            {"args": "--cores 8", "cwd": "~/vc"},
            lines(
                "Building DAG of jobs...",
                "Using shell: /usr/bin/bash",
                "Provided cores: 8",
                "[Wed Mar 12 10:58:02 2025]",
                "localrule merge_vcf:",
                "    input: calls/all.vcf",
                "    output: results/merged.vcf.gz",
                "Finished job 1.",
                "20 of 21 steps (95%) done",
                "localrule all:",
                "Finished job 0.",
                "21 of 21 steps (100%) done",
                "Complete log: .snakemake/log/2025-03-12T101533.224412.snakemake.log",
            ),
        ),
    ]
    return "snakemake", "snakemake-ok-1", task, True, calls


def flagstat(total: int, mapped: int, paired_ok: int, dup: int, singles: int) -> str:
    def pct(n: int) -> str:
        return f"{100 * n / total:.2f}%"

    half = total // 2
    return lines(
        f"{total} + 0 in total (QC-passed reads + QC-failed reads)",
        f"{total} + 0 primary",
        "0 + 0 secondary",
        "0 + 0 supplementary",
        f"{dup} + 0 duplicates",
        f"{dup} + 0 primary duplicates",
        f"{mapped} + 0 mapped ({pct(mapped)} : N/A)",
        f"{mapped} + 0 primary mapped ({pct(mapped)} : N/A)",
        f"{total} + 0 paired in sequencing",
        f"{half} + 0 read1",
        f"{half} + 0 read2",
        f"{paired_ok} + 0 properly paired ({pct(paired_ok)} : N/A)",
        f"{mapped - singles} + 0 with itself and mate mapped",
        f"{singles} + 0 singletons ({pct(singles)} : N/A)",
        f"{mapped // 230} + 0 with mate mapped to a different chr",
        f"{mapped // 410} + 0 with mate mapped to a different chr (mapQ>=5)",
    )


def samtools_ok_1() -> Session:
    task = (
        "QC the six exome BAMs in /proj/ex25/bams: mapped, properly paired and duplicate "
        "rates per sample; flag anything under 95% mapped and say why if you can."
    )
    st = "samtools"
    stats = {
        "EX01": (48211904, 47802411, 46931022, 5120448, 61233),
        "EX02": (51877320, 51433102, 50519874, 6004101, 70214),
        "EX03": (44019882, 40120773, 38871240, 4511902, 402118),
        "EX04": (49320116, 48954077, 48110932, 5398006, 58812),
        "EX05": (50788444, 50390911, 49505718, 5877230, 66101),
        "EX06": (47602290, 47211887, 46389015, 5209775, 59930),
    }
    calls: list[Call] = [
        (st, {"args": ["flagstat", f"/proj/ex25/bams/{s}.bam"]}, flagstat(*v))
        for s, v in stats.items()
    ]
    calls.append(
        (
            st,
            {"args": ["idxstats", "/proj/ex25/bams/EX03.bam"]},
            lines(
                "chr1\t248956422\t3688102\t31220",
                "chr2\t242193529\t2611890\t21877",
                "chr17\t83257441\t2380214\t19902",
                "chrX\t156040895\t1204418\t10021",
                "chrY\t57227415\t2210\t18",
                "chrM\t16569\t9120\t4",
                "chrUn_KI270742v1\t186739\t912\t0",
                "*\t0\t0\t3899109",
            ),
        )
    )
    return "samtools", "samtools-ok-1", task, True, calls


def samtools_ok_2() -> Session:
    task = (
        "Check /proj/hcm/cohort.vcf.gz for variants in the eight cardiomyopathy genes (regions "
        "in genes.bed) and list them; say which genes have none."
    )
    bt = "bcftools"
    genes = [
        (
            "MYH7",
            "chr14:23412740-23435660",
            [
                "chr14\t23415216\trs3218716\tG\tA\t812.4\tPASS\tAC=3;AN=96;DP=2211;GENE=MYH7\tGT:DP",
                "chr14\t23429005\t.\tC\tT\t233.9\tPASS\tAC=1;AN=96;DP=1980;GENE=MYH7\tGT:DP",
            ],
        ),
        ("MYBPC3", "chr11:47331406-47352702", []),
        ("TNNT2", "chr1:201359008-201377764", []),
        ("TNNI3", "chr19:55151767-55157773", []),
        (
            "TPM1",
            "chr15:63042747-63071915",
            ["chr15\t63062251\t.\tA\tG\t118.2\tPASS\tAC=1;AN=96;DP=1744;GENE=TPM1\tGT:DP"],
        ),
        ("ACTC1", "chr15:34790230-34795589", []),
        (
            "LMNA",
            "chr1:156082573-156140089",
            ["chr1\t156130721\trs80338938\tC\tT\t540.7\tPASS\tAC=2;AN=96;DP=2034;GENE=LMNA\tGT:DP"],
        ),
        ("PLN", "chr6:118548296-118560730", []),
    ]
    calls: list[Call] = [
        (bt, {"args": ["view", "-H", "-r", region, "/proj/hcm/cohort.vcf.gz"]}, "\n".join(v))
        for _, region, v in genes
    ]
    return "samtools", "samtools-ok-2", task, True, calls


def samtools_fail_1() -> Session:
    task = (
        "Pull read depth at the five hotspot positions of the TP53 panel for tumour sample "
        "S3 (/proj/onc/S3.bam)."
    )
    err = lines(
        "[W::bam_hdr_read] EOF marker is absent. The input is probably truncated",
        "[E::bgzf_uncompress] Inflate operation failed: invalid distance too far back",
        "[E::bgzf_read] Read block operation failed with error 4 after 0 of 4 bytes",
        'samtools depth: error reading file "/proj/onc/S3.bam"',
    )
    pos = [
        "chr17:7673802",
        "chr17:7674220",
        "chr17:7674894",
        "chr17:7675088",
        "chr17:7676154",
        "chr17:7673700-7676200",
    ]
    calls: list[Call] = [
        (
            "samtools",
            {
                "args": [
                    "depth",
                    "-a",
                    "-r",
                    f"{p}-{p.split(':')[1]}" if "-" not in p else p,
                    "/proj/onc/S3.bam",
                ]
            },
            err,
        )
        for p in pos
    ]
    return "samtools", "samtools-fail-1", task, False, calls


FASTQC_MODULES = (
    "Basic Statistics", "Per base sequence quality", "Per tile sequence quality",
    "Per sequence quality scores", "Per base sequence content", "Per sequence GC content",
    "Per base N content", "Sequence Length Distribution", "Sequence Duplication Levels",
    "Overrepresented sequences", "Adapter Content",
)  # fmt: skip


def fastqc_ok_1() -> Session:
    task = (
        "Summarise FastQC for run 250310's 12 FASTQs (qc/*_fastqc/summary.txt): which "
        "modules WARN or FAIL where, and does anything need a rerun?"
    )
    # per file: the modules that are not PASS
    flags = {
        "L1_S1_R1": {4: "WARN", 8: "WARN"},
        "L1_S1_R2": {4: "WARN", 8: "WARN", 1: "WARN"},
        "L1_S2_R1": {4: "WARN"},
        "L1_S2_R2": {4: "WARN", 2: "WARN"},
        "L1_S3_R1": {4: "FAIL", 8: "FAIL", 9: "WARN"},
        "L1_S3_R2": {4: "FAIL", 8: "FAIL", 9: "WARN", 10: "FAIL"},
        "L1_S4_R1": {4: "WARN", 5: "WARN"},
        "L1_S4_R2": {4: "WARN", 5: "WARN"},
        "L1_S5_R1": {4: "WARN"},
        "L1_S5_R2": {4: "WARN", 1: "FAIL", 2: "FAIL"},
        "L1_S6_R1": {4: "WARN", 8: "WARN"},
        "L1_S6_R2": {4: "WARN", 8: "WARN", 10: "WARN"},
    }
    calls: list[Call] = [
        (
            "list_dir",
            {"path": "/runs/250310/qc"},
            "\n".join(f"{f}_001_fastqc/  {f}_001_fastqc.html  {f}_001_fastqc.zip" for f in flags),
        ),
    ]
    for f, bad in flags.items():
        name = f"{f}_001.fastq.gz"
        text = "\n".join(f"{bad.get(i, 'PASS')}\t{m}\t{name}" for i, m in enumerate(FASTQC_MODULES))
        calls.append(("read_file", {"path": f"/runs/250310/qc/{f}_001_fastqc/summary.txt"}, text))
    cols = [
        "Sample",
        "FastQC_mqc-generalstats-fastqc-percent_duplicates",
        "FastQC_mqc-generalstats-fastqc-percent_gc",
        "FastQC_mqc-generalstats-fastqc-avg_sequence_length",
        "FastQC_mqc-generalstats-fastqc-total_sequences",
    ]
    vals = {
        "L1_S1": (31.2, 48, 150.0, 21.4e6),
        "L1_S2": (28.9, 47, 150.0, 22.9e6),
        "L1_S3": (71.8, 52, 149.6, 6.1e6),
        "L1_S4": (33.0, 49, 150.0, 20.7e6),
        "L1_S5": (30.4, 48, 150.0, 23.3e6),
        "L1_S6": (44.7, 48, 150.0, 19.8e6),
    }
    rows = ["\t".join(cols)]
    for s, (d, gc, ln, n) in vals.items():
        for r in ("R1", "R2"):
            rows.append(f"{s}_{r}_001\t{d + (0.4 if r == 'R2' else 0):.1f}\t{gc}\t{ln}\t{n:.1f}")
    calls.append(
        (
            "read_file",
            {"path": "/runs/250310/qc/multiqc_data/multiqc_general_stats.txt"},
            "\n".join(rows),
        )
    )
    return "fastqc", "fastqc-ok-1", task, True, calls


GAL = "https://usegalaxy.eu"


def _job(
    jid: str, tool: str, state: str, updated: str, exit_code: int | None = None, **extra: Any
) -> str:
    return jp(
        {
            "model_class": "Job",
            "id": jid,
            "tool_id": tool,
            "state": state,
            "exit_code": exit_code,
            "create_time": "2025-03-12T09:41:07.118204",
            "update_time": updated,
            "history_id": "f2db41e1fa331b3e",
            "galaxy_version": "24.1",
        }
        | extra
    )


def galaxy_ok_1() -> Session:
    task = (
        "In Galaxy, map the three tumour/normal pairs in history 'TN-batch-7' with BWA-MEM "
        "(hg38); tell me when all jobs are done, with the output dataset ids."
    )
    bwa = "toolshed.g2.bx.psu.edu/repos/devteam/bwa/bwa_mem/0.7.18"
    hist = "f2db41e1fa331b3e"
    run, show = "galaxy_run_tool", "galaxy_show_job"

    def started(jid: str, out: str, pair: str) -> str:
        return jp(
            {
                "outputs": [
                    {
                        "id": out,
                        "name": f"Map with BWA-MEM on {pair} (mapped reads in BAM format)",
                        "state": "new",
                        "hid": 0,
                    }
                ],
                "jobs": [{"id": jid, "tool_id": bwa, "state": "new"}],
                "implicit_collections": [],
            }
        )

    calls: list[Call] = [
        (
            "galaxy_list_histories",
            {"name": "TN-batch-7"},
            jp(
                [
                    {
                        "model_class": "History",
                        "id": hist,
                        "name": "TN-batch-7",
                        "deleted": False,
                        "purged": False,
                        "count": 12,
                        "annotation": None,
                        "tags": ["onco"],
                        "update_time": "2025-03-11T17:02:44.512093",
                        "url": f"/api/histories/{hist}",
                    }
                ]
            ),
        ),
        (
            "galaxy_show_history_contents",
            {"history_id": hist, "types": "dataset"},
            jp(
                [
                    {
                        "id": f"b5e8c2a1d4f0{i:04x}",
                        "hid": i + 1,
                        "name": n,
                        "extension": "fastqsanger.gz",
                        "state": "ok",
                        "deleted": False,
                    }
                    for i, n in enumerate(
                        [
                            "T1_R1.fq.gz",
                            "T1_R2.fq.gz",
                            "N1_R1.fq.gz",
                            "N1_R2.fq.gz",
                            "T2_R1.fq.gz",
                            "T2_R2.fq.gz",
                            "N2_R1.fq.gz",
                            "N2_R2.fq.gz",
                            "T3_R1.fq.gz",
                            "T3_R2.fq.gz",
                            "N3_R1.fq.gz",
                            "N3_R2.fq.gz",
                        ]
                    )
                ]
            ),
        ),
        (
            run,
            {"history_id": hist, "tool_id": bwa, "inputs": {"pair": "T1/N1", "reference": "hg38"}},
            started("bbd44e69cb8906b5", "a3f07c19e2d85b41", "T1/N1"),
        ),
        (
            run,
            {"history_id": hist, "tool_id": bwa, "inputs": {"pair": "T2/N2", "reference": "hg38"}},
            started("bbd44e69cb8906c2", "a3f07c19e2d85b58", "T2/N2"),
        ),
        (
            run,
            {
                "history_id": hist,
                "tool_id": bwa,
                "inputs": {"pair": "T3/N3", "reference": "hg38custom"},
            },
            started("bbd44e69cb8906d0", "a3f07c19e2d85b6f", "T3/N3"),
        ),
        (
            show,
            {"job_id": "bbd44e69cb8906b5"},
            _job("bbd44e69cb8906b5", bwa, "running", "2025-03-12T09:44:51.330912"),
        ),
        (
            show,
            {"job_id": "bbd44e69cb8906c2"},
            _job("bbd44e69cb8906c2", bwa, "queued", "2025-03-12T09:41:09.902114"),
        ),
        (
            show,
            {"job_id": "bbd44e69cb8906d0"},
            _job(
                "bbd44e69cb8906d0",
                bwa,
                "error",
                "2025-03-12T09:42:30.771406",
                1,
                stderr="[E::bwa_idx_load_from_disk] fail to locate the index files\n",
            ),
        ),
        (
            run,
            {"history_id": hist, "tool_id": bwa, "inputs": {"pair": "T3/N3", "reference": "hg38"}},
            started("bbd44e69cb8906e7", "a3f07c19e2d85b8a", "T3/N3"),
        ),
        (
            show,
            {"job_id": "bbd44e69cb8906b5"},
            _job("bbd44e69cb8906b5", bwa, "ok", "2025-03-12T10:31:18.004117", 0),
        ),
        (
            show,
            {"job_id": "bbd44e69cb8906c2"},
            _job("bbd44e69cb8906c2", bwa, "running", "2025-03-12T09:58:40.615502"),
        ),
        (
            show,
            {"job_id": "bbd44e69cb8906e7"},
            _job("bbd44e69cb8906e7", bwa, "running", "2025-03-12T10:02:11.220934"),
        ),
        (
            show,
            {"job_id": "bbd44e69cb8906c2"},
            _job("bbd44e69cb8906c2", bwa, "ok", "2025-03-12T10:49:02.337815", 0),
        ),
        (
            show,
            {"job_id": "bbd44e69cb8906e7"},
            _job("bbd44e69cb8906e7", bwa, "running", "2025-03-12T10:02:11.220934"),
        ),
        (
            show,
            {"job_id": "bbd44e69cb8906e7"},
            _job("bbd44e69cb8906e7", bwa, "ok", "2025-03-12T11:06:45.918270", 0),
        ),
        (
            "galaxy_show_dataset",
            {"dataset_id": "a3f07c19e2d85b8a"},
            jp(
                {
                    "model_class": "HistoryDatasetAssociation",
                    "id": "a3f07c19e2d85b8a",
                    "hid": 15,
                    "name": "Map with BWA-MEM on T3/N3 (mapped reads in BAM format)",
                    "extension": "bam",
                    "state": "ok",
                    "file_size": 6120443211,
                    "genome_build": "hg38",
                    "peek": "Binary bam alignments file, 6.1 GB",
                    "creating_job": "bbd44e69cb8906e7",
                }
            ),
        ),
    ]
    return "galaxy", "galaxy-ok-1", task, True, calls


def galaxy_fail_1() -> Session:
    task = (
        "Run FastQC in Galaxy on the eight reads files I just uploaded to history "
        "'amplicon-0311' and give me the per-file summary."
    )
    fq = "toolshed.g2.bx.psu.edu/repos/devteam/fastqc/fastqc/0.74+galaxy1"
    stuck = jp(
        {
            "model_class": "Job",
            "id": "e4c77a0b19d3f652",
            "tool_id": fq,
            "state": "new",
            "exit_code": None,
            "create_time": "2025-03-12T13:10:42.201117",
            "update_time": "2025-03-12T13:10:42.201117",
            "history_id": "9a0c5e7bd3f14e28",
            "galaxy_version": "24.1",
        }
    )
    calls: list[Call] = [
        (
            "galaxy_run_tool",
            {
                "history_id": "9a0c5e7bd3f14e28",
                "tool_id": fq,
                "inputs": {"input_file": {"batch": True, "values": "hid 1-8"}},
            },
            jp(
                {
                    "outputs": [
                        {
                            "id": "77e1b0c4a9d2f305",
                            "name": "FastQC on collection 9: Webpage",
                            "state": "new",
                        }
                    ],
                    "jobs": [{"id": "e4c77a0b19d3f652", "tool_id": fq, "state": "new"}],
                }
            ),
        ),
    ]
    calls += [("galaxy_show_job", {"job_id": "e4c77a0b19d3f652"}, stuck) for _ in range(6)]
    calls.append(("galaxy_show_job", {"job_id": "e4c77a0b19d3f652", "full": True}, stuck))
    return "galaxy", "galaxy-fail-1", task, False, calls


CROM = "cromwell"


def cromwell_ok_1() -> Session:
    task = (
        "Submit the GATK germline WDL for NA12878 (inputs in na12878.inputs.json) to our "
        "Cromwell server and give me the output VCF path when it's done."
    )
    wid = "6a1f9c3e-2d48-4b7a-9e05-c8d3f2b17a64"

    def st(s: str) -> str:
        return j({"status": s, "id": wid})

    calls: list[Call] = [
        (
            "cromwell_submit",
            {
                "workflowSource": "haplotypecaller-gvcf-gatk4.wdl",
                "workflowInputs": "na12878.inputs.json",
            },
            st("Submitted"),
        ),
        ("cromwell_status", {"id": wid}, st("Running")),
        (
            "cromwell_metadata",
            {"id": wid, "includeKey": ["calls", "status"]},
            j(
                {
                    "id": wid,
                    "status": "Running",
                    "calls": {
                        "HaplotypeCallerGvcf_GATK4.HaplotypeCaller": [
                            {"shardIndex": i, "executionStatus": s, "attempt": 1}
                            for i, s in enumerate(
                                ["Done"] * 14 + ["Running"] * 6 + ["QueuedInCromwell"] * 4
                            )
                        ],
                        "HaplotypeCallerGvcf_GATK4.MergeGVCFs": [],
                    },
                }
            ),
        ),
        ("cromwell_status", {"id": wid}, st("Running")),
        (
            "cromwell_metadata",
            {"id": wid, "includeKey": ["calls", "status"]},
            j(
                {
                    "id": wid,
                    "status": "Running",
                    "calls": {
                        "HaplotypeCallerGvcf_GATK4.HaplotypeCaller": [
                            {
                                "shardIndex": i,
                                "executionStatus": "Done",
                                "attempt": 1 if i != 17 else 2,
                            }
                            for i in range(24)
                        ],
                        "HaplotypeCallerGvcf_GATK4.MergeGVCFs": [
                            {"shardIndex": -1, "executionStatus": "Running", "attempt": 1}
                        ],
                    },
                }
            ),
        ),
        ("cromwell_status", {"id": wid}, st("Succeeded")),
        (
            "cromwell_outputs",
            {"id": wid},
            j(
                {
                    "outputs": {
                        "HaplotypeCallerGvcf_GATK4.output_vcf": "gs://lab-cromwell/executions/"
                        f"HaplotypeCallerGvcf_GATK4/{wid}/call-MergeGVCFs/NA12878.g.vcf.gz",
                        "HaplotypeCallerGvcf_GATK4.output_vcf_index": "gs://lab-cromwell/executions/"
                        f"HaplotypeCallerGvcf_GATK4/{wid}/call-MergeGVCFs/NA12878.g.vcf.gz.tbi",
                    },
                    "id": wid,
                }
            ),
        ),
    ]
    return "cromwell", "cromwell-ok-1", task, True, calls


def cromwell_fail_1() -> Session:
    task = (
        "This morning I submitted four joint-calling workflows to Cromwell (ids in "
        "submitted.txt). Which have finished, and where are their outputs?"
    )
    ids = [
        "3b2e7d10-9f4c-4a61-b8e2-5c0d7a9f1e33",
        "8d41c6a2-0b7e-4f93-a1c5-2e6f9d8b4a70",
        "c0f5a913-6e2d-4b8a-9d17-4a3e8c2b6f05",
        "f7a2d4e6-1c9b-4e05-8f3a-b6d0c9e2a718",
    ]

    def unknown(w: str) -> str:
        return j({"status": "fail", "message": f"Unrecognized workflow ID: {w}"})

    calls: list[Call] = [("cromwell_status", {"id": w}, unknown(w)) for w in ids]
    calls.append(("cromwell_outputs", {"id": ids[0]}, unknown(ids[0])))
    calls.append(("cromwell_metadata", {"id": ids[1]}, unknown(ids[1])))
    return "cromwell", "cromwell-fail-1", task, False, calls


# --------------------------------------------------------------------------- games


def pf(data: dict[str, Any]) -> str:
    return j({"code": 200, "status": "OK", "data": data})


def pf_err(code: int, status: str, error: str, num: int, msg: str) -> str:
    return j(
        {"code": code, "status": status, "error": error, "errorCode": num, "errorMessage": msg}
    )


def playfab_ok_1() -> Session:
    task = (
        "Player 'NightOwl_77' says the Founder's Pack items they bought vanished after the "
        "account merge. Check their account, inventory and purchase events, restore what's "
        "missing (plus 500 gems goodwill), and confirm."
    )
    pid = "7F3A0C21D9E4B815"
    founder = ["founder_cape", "founder_badge", "founder_pet_owl"]

    def inv(items: list[tuple[str, str, str]], gems: int) -> str:
        return pf(
            {
                "PlayFabId": pid,
                "Inventory": [
                    {
                        "ItemId": i,
                        "ItemInstanceId": inst,
                        "ItemClass": cls,
                        "CatalogVersion": "main",
                        "PurchaseDate": "2024-11-02T18:21:07.412Z",
                        "UnitPrice": 0,
                    }
                    for i, inst, cls in items
                ],
                "VirtualCurrency": {"GM": gems, "CO": 18250},
                "VirtualCurrencyRechargeTimes": {},
            }
        )

    base = [
        ("skin_ember_knight", "9B01C4D2E3F40011", "skin"),
        ("emote_wave", "9B01C4D2E3F40012", "emote"),
    ]
    restored = base + [(f, f"A7E2{n:012X}", "founder") for n, f in enumerate(founder)]
    calls: list[Call] = [
        (
            "playfab_get_account_info",
            {"TitleDisplayName": "NightOwl_77"},
            pf(
                {
                    "AccountInfo": {
                        "PlayFabId": pid,
                        "Created": "2023-06-14T20:11:45.31Z",
                        "TitleInfo": {
                            "DisplayName": "NightOwl_77",
                            "Origination": "Steam",
                            "Created": "2023-06-14T20:11:45.31Z",
                            "LastLogin": "2025-03-12T08:02:19.77Z",
                            "isBanned": False,
                        },
                        "SteamInfo": {"SteamId": "76561198041177620"},
                    }
                }
            ),
        ),
        ("playfab_get_user_inventory", {"PlayFabId": pid}, inv(base, 40)),
        (
            "playfab_query_playstream",
            {
                "PlayFabId": pid,
                "events": ["player_realmoney_purchase", "player_inventory_item_added"],
                "days": 180,
            },
            j(
                {
                    "code": 200,
                    "status": "OK",
                    "data": {
                        "Events": [
                            {
                                "EventName": "player_realmoney_purchase",
                                "Timestamp": "2024-11-02T18:21:05Z",
                                "OrderTotal": 1999,
                                "Currency": "USD",
                                "PaymentProvider": "Steam",
                                "PurchasedProduct": "bundle_founders_pack",
                            },
                            {
                                "EventName": "player_inventory_item_added",
                                "Timestamp": "2024-11-02T18:21:07Z",
                                "ItemId": "founder_cape",
                            },
                            {
                                "EventName": "player_inventory_item_added",
                                "Timestamp": "2024-11-02T18:21:07Z",
                                "ItemId": "founder_badge",
                            },
                            {
                                "EventName": "player_inventory_item_added",
                                "Timestamp": "2024-11-02T18:21:07Z",
                                "ItemId": "founder_pet_owl",
                            },
                            {
                                "EventName": "player_inventory_item_consumed",
                                "Timestamp": "2025-03-09T22:40:13Z",
                                "ItemId": "founder_cape",
                                "Source": "AccountMerge",
                            },
                        ]
                    },
                }
            ),
        ),
        (
            "playfab_grant_items_to_user",
            {
                "PlayFabId": pid,
                "ItemIds": founder,
                "Annotation": "Restore after account merge #4471",
            },
            pf(
                {
                    "ItemGrantResults": [
                        {
                            "PlayFabId": pid,
                            "ItemId": f,
                            "ItemInstanceId": f"A7E2{n:012X}",
                            "Result": True,
                            "Annotation": "Restore after account merge #4471",
                        }
                        for n, f in enumerate(founder)
                    ]
                }
            ),
        ),
        (
            "playfab_add_virtual_currency",
            {"PlayFabId": pid, "VirtualCurrency": "GM", "Amount": 500},
            pf({"PlayFabId": pid, "VirtualCurrency": "GM", "BalanceChange": 500, "Balance": 540}),
        ),
        ("playfab_get_user_inventory", {"PlayFabId": pid}, inv(restored, 540)),
    ]
    return "playfab", "playfab-ok-1", task, True, calls


def playfab_ok_2() -> Session:
    task = (
        "Five players were reported for speed hacking. For each: last login, existing bans, "
        "and max_speed_ratio stat; ban for 7 days anyone above 3.0."
    )
    ps = [
        ("D41E9A0B7C352201", "zoomzoom", "2025-03-11T23:48:02Z", 4.6),
        ("0C88F1A2B3D49910", "PixelMonk", "2025-03-12T01:12:40Z", 1.1),
        ("B2E7C61D04A3F5AB", "", "", 0.0),
        ("5A19D0E8C7F36B42", "RoadRunner_x", "2025-03-10T19:30:55Z", 3.4),
    ]
    calls: list[Call] = []
    for pid, name, last, ratio in ps:
        if not name:
            calls.append(
                (
                    "playfab_get_player_profile",
                    {"PlayFabId": pid},
                    pf_err(400, "BadRequest", "AccountNotFound", 1001, "User not found"),
                )
            )
            continue
        calls.append(
            (
                "playfab_get_player_profile",
                {"PlayFabId": pid},
                pf(
                    {
                        "PlayerProfile": {
                            "PublisherId": "E5B1F03A7C",
                            "TitleId": "A1B2C",
                            "PlayerId": pid,
                            "DisplayName": name,
                            "LastLogin": last,
                        }
                    }
                ),
            )
        )
        calls.append(
            (
                "playfab_get_player_statistics",
                {"PlayFabId": pid, "StatisticNames": ["max_speed_ratio"]},
                pf(
                    {
                        "Statistics": [
                            {
                                "StatisticName": "max_speed_ratio",
                                "Value": int(ratio * 100),
                                "Version": 4,
                            }
                        ]
                    }
                ),
            )
        )
    calls.append(("playfab_get_user_bans", {"PlayFabId": "D41E9A0B7C352201"}, pf({"BanData": []})))
    calls.append(
        (
            "playfab_ban_users",
            {
                "Bans": [
                    {
                        "PlayFabId": "D41E9A0B7C352201",
                        "DurationInHours": 168,
                        "Reason": "speed hack 4.6x",
                    },
                    {
                        "PlayFabId": "5A19D0E8C7F36B42",
                        "DurationInHours": 168,
                        "Reason": "speed hack 3.4x",
                    },
                ]
            },
            pf(
                {
                    "BanData": [
                        {
                            "PlayFabId": "D41E9A0B7C352201",
                            "BanId": "8C1D4E2F0A9B7731",
                            "Created": "2025-03-12T09:14:02Z",
                            "Expires": "2025-03-19T09:14:02Z",
                            "Reason": "speed hack 4.6x",
                            "Active": True,
                        },
                        {
                            "PlayFabId": "5A19D0E8C7F36B42",
                            "BanId": "8C1D4E2F0A9B7732",
                            "Created": "2025-03-12T09:14:02Z",
                            "Expires": "2025-03-19T09:14:02Z",
                            "Reason": "speed hack 3.4x",
                            "Active": True,
                        },
                    ]
                }
            ),
        )
    )
    return "playfab", "playfab-ok-2", task, True, calls


RIOT_GAMES = [
    # id, champion, k, d, a, win, minutes, cs
    (7312045881, "Azir", 7, 2, 9, True, 31, 278), (7311987402, "Orianna", 3, 4, 11, False, 28, 241),
    (7311930117, "Azir", 4, 3, 6, False, 35, 322), (7311872290, "Azir", 9, 1, 7, True, 27, 251),
    (7311805533, "Syndra", 11, 5, 4, True, 30, 266), (7311748821, "Azir", 2, 5, 8, False, 33, 290),
    (7311690074, "Taliyah", 5, 2, 13, True, 26, 219), (7311622968, "Azir", 6, 3, 12, True, 38, 355),
    (7311571305, "Azir", 1, 4, 3, False, 24, 201), (7311509940, "Ahri", 8, 6, 5, False, 29, 247),
    (7311455176, "Azir", 10, 2, 6, True, 34, 317), (7311398652, "Orianna", 4, 1, 15, True, 32, 280),
]  # fmt: skip


def _riot_match(mid: int, champ: str, k: int, d: int, a: int, win: bool, mins: int, cs: int) -> str:
    return jp(
        {
            "matchId": f"EUW1_{mid}",
            "queueId": 420,
            "gameDuration": mins * 60 + 17,
            "participant": {
                "riotIdGameName": "Vesper",
                "riotIdTagline": "EUW",
                "championName": champ,
                "teamPosition": "MIDDLE",
                "kills": k,
                "deaths": d,
                "assists": a,
                "totalMinionsKilled": cs,
                "goldEarned": 9000 + 310 * k + 120 * a + 20 * cs,
                "win": win,
            },
        }
    )


def riot_ok_1() -> Session:
    task = (
        "For Riot ID Vesper#EUW, pull the last 12 ranked solo games and give me the win rate "
        "and average KDA overall and on Azir."
    )
    puuid = "q3Vb8yN2xK0pLr7sT1mWc9dZ4fJh6Ge5uA2oXn8iRk1yBv7tQw3eS0lPz9CjDa4FmU6hNg2YtKxw5Ho"
    calls: list[Call] = [
        (
            "riot_get_account",
            {"gameName": "Vesper", "tagLine": "EUW", "region": "europe"},
            jp({"puuid": puuid, "gameName": "Vesper", "tagLine": "EUW"}),
        ),
        (
            "riot_match_ids",
            {"puuid": puuid, "queue": 420, "start": 0, "count": 12, "region": "europe"},
            jp([f"EUW1_{g[0]}" for g in RIOT_GAMES]),
        ),
    ]
    calls += [
        ("riot_get_match", {"matchId": f"EUW1_{g[0]}", "puuid": puuid}, _riot_match(*g))
        for g in RIOT_GAMES
    ]
    return "riot", "riot-ok-1", task, True, calls


def riot_fail_1() -> Session:
    task = (
        "Compare the last ten ranked games of Kestrel#NA1 and Briar#NA1: average vision "
        "score and CS per minute for each."
    )
    limited = jp({"status": {"message": "Rate limit exceeded", "status_code": 429}})
    pu = "Vx7Qe2Lr9Tn4Kb1Yc8Pd3Sa6Wf0Hg5Jm2Zu7Xo4Ni9Rk1Ev6Bt3Mq8Cl0Dp5Fs2Gy7Aw4Hx9Iz1Je6Kt"
    calls: list[Call] = [
        (
            "riot_get_account",
            {"gameName": "Kestrel", "tagLine": "NA1", "region": "americas"},
            jp({"puuid": pu, "gameName": "Kestrel", "tagLine": "NA1"}),
        ),
        (
            "riot_match_ids",
            {"puuid": pu, "queue": 420, "start": 0, "count": 10, "region": "americas"},
            jp([f"NA1_{5230118841 - 61237 * i}" for i in range(10)]),
        ),
    ]
    calls += [
        ("riot_get_match", {"matchId": f"NA1_{5230118841 - 61237 * i}", "puuid": pu}, limited)
        for i in range(6)
    ]
    return "riot", "riot-fail-1", task, False, calls


def roblox_ok_1() -> Session:
    task = (
        "Audit the PlayerData datastore (universe 4821077) for exploit suspects: page "
        "through every 'Player_' key, read the flagged ones, and post a moderation notice "
        "on the 'moderation' topic listing any with coins over 1,000,000."
    )
    ds = "roblox_list_entries"
    base = {"universeId": 4821077, "datastore": "PlayerData", "prefix": "Player_", "limit": 6}

    def keys(ids: list[int], cursor: str) -> str:
        return j(
            {
                "keys": [{"scope": "global", "key": f"Player_{i}"} for i in ids],
                "nextPageCursor": cursor,
            }
        )

    def entry(coins: int, level: int, last: str, flags: list[str]) -> str:
        return j(
            {
                "coins": coins,
                "gems": 120,
                "level": level,
                "inventory": ["sword_basic", "pet_cat"],
                "lastSeen": last,
                "flags": flags,
            }
        )

    calls: list[Call] = [
        (ds, base, keys([100214, 100877, 101402, 103355, 104018, 104921], "eyJ2IjoxLCJvIjo2fQ")),
        (
            ds,
            base | {"cursor": "eyJ2IjoxLCJvIjo2fQ"},
            keys([105770, 106013, 107248, 108890, 109114, 110462], "eyJ2IjoxLCJvIjoxMn0"),
        ),
        (ds, base | {"cursor": "eyJ2IjoxLCJvIjoxMn0"}, keys([111305, 112870, 113094], "")),
        (
            "roblox_get_entry",
            {"universeId": 4821077, "datastore": "PlayerData", "key": "Player_103355"},
            entry(18400000, 12, "2025-03-11T22:14:50Z", ["coin_delta_anomaly"]),
        ),
        (
            "roblox_get_entry",
            {"universeId": 4821077, "datastore": "PlayerData", "key": "Player_107248"},
            entry(412300, 57, "2025-03-12T06:40:02Z", ["coin_delta_anomaly"]),
        ),
        (
            "roblox_get_entry",
            {"universeId": 4821077, "datastore": "PlayerData", "key": "Player_112870"},
            entry(2750000, 4, "2025-03-12T07:01:33Z", ["teleport_anomaly", "coin_delta_anomaly"]),
        ),
        (
            "roblox_publish_message",
            {
                "universeId": 4821077,
                "topic": "moderation",
                "message": "Coin exploit suspects: Player_103355 (18.4M), Player_112870 (2.75M)",
            },
            "",
        ),
    ]
    return "roblox", "roblox-ok-1", task, True, calls


def roblox_fail_1() -> Session:
    task = (
        "In universe 4821077's GuildData datastore, find the keys for the guilds 'Ironclad', "
        "'Moonwake' and 'Emberfall' and tell me their member counts."
    )
    page = j(
        {
            "keys": [
                {"scope": "global", "key": k}
                for k in [
                    "Guild_000117",
                    "Guild_000204",
                    "Guild_000389",
                    "Guild_000412",
                    "Guild_000590",
                    "Guild_000733",
                ]
            ],
            "nextPageCursor": "eyJ2IjoxLCJvIjo2fQ",
        }
    )
    prefixes = ["Guild_Ironclad", "Guild_Moonwake", "Guild_Emberfall", "Ironclad", "Guild_I"]
    calls: list[Call] = [
        (
            "roblox_list_entries",
            {"universeId": 4821077, "datastore": "GuildData", "prefix": p, "limit": 6},
            page,
        )
        for p in prefixes
    ]
    return "roblox", "roblox-fail-1", task, False, calls


UCB = "https://build-api.cloud.unity3d.com/api/v1/orgs/skyforge-studio/projects/skyforge"


def _ucb(build: int, status: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "build": build,
        "buildtargetid": "ios-release",
        "buildTargetName": "iOS Release",
        "buildStatus": status,
        "platform": "ios",
        "scmBranch": "release/1.8",
        "created": f"2025-03-12T{9 + build - 214:02d}:02:11.000Z",
    }
    return out | (extra or {})


def unity_ok_1() -> Session:
    task = (
        "Kick off an iOS release build of SkyForge in Unity Build Automation, get it green, "
        "and send me the IPA download link."
    )
    get, log, start = "ucb_get_build", "ucb_get_build_log", "ucb_start_build"
    calls: list[Call] = [
        (start, {"buildtarget": "ios-release", "clean": False}, j([_ucb(214, "queued")])),
        (get, {"buildtarget": "ios-release", "build": 214}, j(_ucb(214, "started"))),
        (
            get,
            {"buildtarget": "ios-release", "build": 214},
            j(_ucb(214, "failure", {"totalTimeInSeconds": 412})),
        ),
        (
            log,
            {"buildtarget": "ios-release", "build": 214, "filter": "error"},
            lines(
                "2131: [Unity] -----CompilerOutput:-stdout--exitcode: 1--compilationhadfailure: "
                "True--outfile: Temp/Assembly-CSharp.dll",
                "2132: [Unity] Assets/Scripts/Player/PlayerController.cs(88,17): error CS0246: "
                "The type or namespace name 'InputActionAsset' could not be found (are you missing "
                "a using directive or an assembly reference?)",
                "2133: [Unity] Assets/Scripts/UI/RebindMenu.cs(12,7): error CS0246: The type or "
                "namespace name 'InputSystem' could not be found",
                "2140: ! build of 'ios-release' failed. compile failed",
            ),
        ),
        (
            "edit_file",
            {
                "path": "Assets/Scripts/Game.asmdef",
                "old": '"references": [',
                "new": '"references": ["Unity.InputSystem", ',
            },
            "Edited Assets/Scripts/Game.asmdef: 1 replacement",
        ),
        (
            "git_commit_push",
            {"message": "Game.asmdef: reference Unity.InputSystem", "branch": "release/1.8"},
            "[release/1.8 4e2a91c] Game.asmdef: reference Unity.InputSystem\n 1 file changed, 1 "
            "insertion(+), 1 deletion(-)\nTo github.com:skyforge/skyforge.git\n   b81d0f3..4e2a91c"
            "  release/1.8 -> release/1.8",
        ),
        (start, {"buildtarget": "ios-release", "clean": False}, j([_ucb(215, "queued")])),
        (
            get,
            {"buildtarget": "ios-release", "build": 215},
            j(_ucb(215, "failure", {"totalTimeInSeconds": 1730})),
        ),
        (
            log,
            {"buildtarget": "ios-release", "build": 215, "filter": "error"},
            lines(
                "5872: [xcode] error: exportArchive: No profiles for 'com.skyforge.game' were "
                "found",
                "5873: [xcode] ** EXPORT FAILED **",
                "5880: ! build of 'ios-release' failed. Xcode export failed",
            ),
        ),
        (
            "ucb_update_buildtarget",
            {
                "buildtarget": "ios-release",
                "credentials": {"signing": {"credentialid": "ios-dist-2025"}},
            },
            j(
                {
                    "buildtargetid": "ios-release",
                    "name": "iOS Release",
                    "enabled": True,
                    "credentials": {
                        "signing": {
                            "credentialid": "ios-dist-2025",
                            "credentialResourceRef": "ios-dist-2025",
                        }
                    },
                }
            ),
        ),
        (start, {"buildtarget": "ios-release", "clean": False}, j([_ucb(216, "queued")])),
        (get, {"buildtarget": "ios-release", "build": 216}, j(_ucb(216, "sentToBuilder"))),
        (
            get,
            {"buildtarget": "ios-release", "build": 216},
            j(
                _ucb(
                    216,
                    "success",
                    {
                        "totalTimeInSeconds": 1902,
                        "links": {
                            "download_primary": {
                                "method": "get",
                                "href": "https://storage.cloud.unity3d.com/builds/"
                                "skyforge/ios-release/216/SkyForge-1.8.0-216.ipa?sig=Qm4z",
                                "meta": {"type": "IPA"},
                            }
                        },
                    },
                )
            ),
        ),
    ]
    return "unity-build", "unity-ok-1", task, True, calls


def unity_fail_1() -> Session:
    task = (
        "Last night's iOS and Android release builds of SkyForge (221, 222) failed. Read "
        "their logs and tell me why."
    )
    old = lines(
        "Build #212 (android-release) started 2025-03-09 02:14:07 UTC",
        "1: [Unity] Initializing Unity 2022.3.41f1",
        "...",
        "3380: [Unity] Gradle: > Task :launcher:mergeReleaseResources",
        "3391: [Unity] Gradle: Execution failed for task ':launcher:bundleReleaseResources'.",
        "3392: [Unity] Gradle: > A failure occurred while executing "
        "com.android.build.gradle.internal.res.LinkApplicationAndroidResourcesTask$TaskAction",
        "3393: [Unity] Gradle: > Android resource linking failed",
        "3401: ! build of 'android-release' failed. Gradle build failed",
    )
    calls: list[Call] = [
        (
            "ucb_get_build",
            {"buildtarget": "ios-release", "build": 221},
            j(_ucb(221, "failure", {"totalTimeInSeconds": 655})),
        ),
        ("ucb_get_build_log", {"buildtarget": "ios-release", "build": 221}, old),
        ("ucb_get_build_log", {"buildtarget": "ios-release", "build": 221, "filter": "error"}, old),
        ("ucb_get_build_log", {"buildtarget": "android-release", "build": 222}, old),
        (
            "ucb_get_build_log",
            {"buildtarget": "android-release", "build": 222, "compact": True},
            old,
        ),
        ("ucb_get_build_log", {"buildtarget": "ios-release", "build": 221, "last": 200}, old),
    ]
    return "unity-build", "unity-fail-1", task, False, calls


def unreal_ok_1() -> Session:
    task = (
        "Package the Win64 Shipping build of Driftline with RunUAT (BuildCookRun), fix any "
        "cook errors, and tell me where the staged build is."
    )
    uat = "run_uat"
    cmd = (
        "BuildCookRun -project=D:/Driftline/Driftline.uproject -platform=Win64 "
        "-clientconfig=Shipping -build -cook -stage -pak -archive "
        "-archivedirectory=D:/Builds"
    )
    calls: list[Call] = [
        (
            uat,
            {"cmd": cmd},
            lines(
                "Running AutomationTool...",
                "Parsing command line: BuildCookRun ...",
                "********** COOK COMMAND STARTED **********",
                "LogCook: Display: Cooking Win64 ...",
                "LogCook: Error: Couldn't find file for package /Game/Maps/Arena_02 requested by "
                "MapsToCook in DefaultGame.ini",
                "LogInit: Display: Failure - 1 error(s), 14 warning(s)",
                "ERROR: Cook failed.",
                "AutomationTool exiting with ExitCode=25 (Error_UnknownCookFailure)",
            ),
        ),
        (
            "read_file",
            {"path": "D:/Driftline/Config/DefaultGame.ini", "grep": "MapsToCook"},
            lines(
                '+MapsToCook=(FilePath="/Game/Maps/Arena_01")',
                '+MapsToCook=(FilePath="/Game/Maps/Arena_02")',
                '+MapsToCook=(FilePath="/Game/Maps/Harbor")',
            ),
        ),
        (
            "edit_file",
            {
                "path": "D:/Driftline/Config/DefaultGame.ini",
                "old": '+MapsToCook=(FilePath="/Game/Maps/Arena_02")\n',
                "new": "",
            },
            "Edited DefaultGame.ini: 1 replacement",
        ),
        (
            uat,
            {"cmd": cmd},
            lines(
                "Running AutomationTool...",
                "********** COOK COMMAND STARTED **********",
                "LogCook: Display: Cooked packages 12890 Packages Remain 0 Total 12890",
                "********** COOK COMMAND COMPLETED **********",
                "********** STAGE COMMAND STARTED **********",
                "ERROR: Stage Failed. Missing receipt 'D:/Driftline/Binaries/Win64/"
                "Driftline-Win64-Shipping.target'. Check that this target has been built.",
                "AutomationTool exiting with ExitCode=22 (Error_MissingExecutable)",
            ),
        ),
        (
            uat,
            {"cmd": cmd + " -target=Driftline"},
            lines(
                "Running AutomationTool...",
                "Building Driftline (Win64 Shipping) ...",
                "[412/412] Link Driftline-Win64-Shipping.exe",
                "********** COOK COMMAND COMPLETED **********",
                "********** STAGE COMMAND COMPLETED **********",
                "********** PACKAGE COMMAND COMPLETED **********",
                "********** ARCHIVE COMMAND COMPLETED **********",
                "BUILD SUCCESSFUL",
                "AutomationTool exiting with ExitCode=0 (Success)",
            ),
        ),
        (
            "list_dir",
            {"path": "D:/Builds/Windows"},
            lines("Driftline/", "Driftline.exe  412 KB", "Manifest_NonUFSFiles_Win64.txt  3 KB"),
        ),
    ]
    return "unreal", "unreal-ok-1", task, True, calls


def _fleet(ready: int, allocated: int, replicas: int) -> str:
    return jp(
        {
            "name": "fleet-eu",
            "namespace": "gameservers",
            "replicas": replicas,
            "readyReplicas": ready,
            "reservedReplicas": 0,
            "allocatedReplicas": allocated,
            "players": None,
        }
    )


def _alloc(name: str, addr: str, port: int) -> str:
    return jp(
        {
            "gameServerName": name,
            "ports": [{"name": "default", "port": port}],
            "address": addr,
            "nodeName": f"gke-games-eu-pool-2-{name[-5:]}",
            "source": "local",
            "metadata": {"labels": {"tier": "finals"}},
        }
    )


def agones_ok_1() -> Session:
    task = (
        "For tonight's tournament, scale the EU fleet so at least 40 servers are Ready, "
        "confirm, then allocate four servers labelled tier=finals for the finals lobbies and "
        "give me their addresses."
    )
    st, al = "agones_fleet_status", "agones_allocate"
    sel = {"fleet": "fleet-eu", "labels": {"tier": "finals"}}
    calls: list[Call] = [
        (st, {"fleet": "fleet-eu"}, _fleet(17, 3, 20)),
        (
            "agones_scale_fleet",
            {"fleet": "fleet-eu", "replicas": 47},
            "fleet.agones.dev/fleet-eu scaled",
        ),
        (st, {"fleet": "fleet-eu"}, _fleet(29, 3, 47)),
        (st, {"fleet": "fleet-eu"}, _fleet(44, 3, 47)),
        (al, sel, _alloc("fleet-eu-7c9xq-2ljtb", "34.89.112.7", 7412)),
        (al, sel, _alloc("fleet-eu-7c9xq-8hd4m", "34.89.112.7", 7455)),
        (al, sel, _alloc("fleet-eu-7c9xq-q2w7c", "35.246.20.81", 7031)),
        (al, sel, _alloc("fleet-eu-7c9xq-z9k3p", "34.107.63.190", 7208)),
    ]
    return "agones", "agones-ok-1", task, True, calls


def agones_fail_1() -> Session:
    task = (
        "Allocate six game servers from fleet-na for the scrim lobbies starting in ten "
        "minutes and give me the connection strings."
    )
    none = "rpc error: code = ResourceExhausted desc = there is no available GameServer to allocate"
    sel = [
        {"fleet": "fleet-na"},
        {"fleet": "fleet-na"},
        {"fleet": "fleet-na", "labels": {"tier": "scrim"}},
        {"fleet": "fleet-na"},
        {"fleet": "fleet-na", "namespace": "gameservers"},
        {"fleet": "fleet-na"},
    ]
    calls: list[Call] = [("agones_allocate", s, none) for s in sel]
    return "agones", "agones-fail-1", task, False, calls


# --------------------------------------------------------------------------- environment


def _oaq_loc(
    lid: int, name: str, lat: float, lon: float, dist: float, sensors: list[tuple[int, str]]
) -> dict[str, Any]:
    units = {"pm25": "µg/m³", "pm10": "µg/m³", "no2": "µg/m³"}
    return {
        "id": lid,
        "name": name,
        "locality": "Delhi",
        "country": {"id": 9, "code": "IN", "name": "India"},
        "provider": {"id": 168, "name": "CPCB"},
        "isMonitor": True,
        "sensors": [
            {
                "id": s,
                "name": f"{p} {units[p]}",
                "parameter": {
                    "id": 2 if p == "pm25" else 1,
                    "name": p,
                    "units": units[p],
                    "displayName": p.upper(),
                },
            }
            for s, p in sensors
        ],
        "coordinates": {"latitude": lat, "longitude": lon},
        "distance": dist,
    }


def _oaq_hours(rows: list[tuple[str, float]], page: int, found: Any) -> str:
    return j(
        {
            "meta": {
                "name": "openaq-api",
                "website": "/",
                "page": page,
                "limit": 24,
                "found": found,
            },
            "results": [
                {
                    "value": v,
                    "parameter": {"id": 2, "name": "pm25", "units": "µg/m³"},
                    "period": {"label": "1hour", "datetimeFrom": {"utc": f"{t}:00:00Z"}},
                    "coverage": {"percentComplete": 100.0},
                }
                for t, v in rows
            ],
        }
    )


def openaq_ok_1() -> Session:
    task = (
        "What was the highest hourly PM2.5 in central Delhi on the night of Diwali, 31 Oct to "
        "1 Nov 2024 (6 p.m. to 6 a.m. IST)? Use OpenAQ stations within 5 km of Connaught "
        "Place and say which station and hour."
    )
    locs = j(
        {
            "meta": {"name": "openaq-api", "website": "/", "page": 1, "limit": 100, "found": 3},
            "results": [
                _oaq_loc(
                    8118,
                    "Mandir Marg, Delhi - DPCC",
                    28.6364,
                    77.2011,
                    1986.4,
                    [(12234782, "pm25"), (12234783, "pm10")],
                ),
                _oaq_loc(5586, "Pusa, Delhi - IMD", 28.6397, 77.1463, 6122.0, [(3409390, "pm25")]),
                _oaq_loc(
                    50,
                    "ITO, Delhi - CPCB",
                    28.6286,
                    77.2410,
                    3021.8,
                    [(1400, "pm25"), (1401, "no2")],
                ),
            ],
        }
    )
    tool = "openaq_sensor_hours"
    window = {"datetime_from": "2024-10-31T12:30:00Z", "datetime_to": "2024-11-01T00:30:00Z"}
    mm = [
        ("2024-10-31T12", 188.4),
        ("2024-10-31T14", 342.0),
        ("2024-10-31T16", 611.9),
        ("2024-10-31T18", 873.5),
        ("2024-10-31T20", 702.2),
        ("2024-10-31T22", 455.6),
    ]
    ito1 = [
        ("2024-10-31T12", 201.7),
        ("2024-10-31T14", 389.3),
        ("2024-10-31T16", 702.8),
        ("2024-10-31T17", 955.0),
    ]
    ito2 = [("2024-10-31T18", 910.4), ("2024-10-31T20", 688.1), ("2024-10-31T22", 471.3)]
    calls: list[Call] = [
        (
            "openaq_locations",
            {"coordinates": "28.6315,77.2167", "radius": 5000, "parameters_id": 2},
            locs,
        ),
        (tool, {"sensor_id": 12234782, "limit": 24, "page": 1} | window, _oaq_hours(mm, 1, 6)),
        (tool, {"sensor_id": 1400, "limit": 4, "page": 1} | window, _oaq_hours(ito1, 1, ">4")),
        (tool, {"sensor_id": 1400, "limit": 4, "page": 2} | window, _oaq_hours(ito2, 2, 7)),
    ]
    return "openaq", "openaq-ok-1", task, True, calls


def openaq_fail_1() -> Session:
    task = (
        "Get the latest PM2.5 for Lagos, Nairobi, Accra, Kampala and Addis Ababa from "
        "OpenAQ for the regional air-quality brief."
    )
    gone = jp(
        {
            "message": "Gone. Version 1 and Version 2 API endpoints are retired and no "
            "longer available. Please migrate to Version 3 endpoints."
        }
    )
    cities = ["Lagos", "Nairobi", "Accra", "Kampala", "Addis Ababa"]
    calls: list[Call] = [
        ("openaq_latest", {"city": c, "parameter": "pm25", "limit": 5}, gone) for c in cities
    ]
    return "openaq", "openaq-fail-1", task, False, calls


PA_VER = "V1.0.14-0.0.58"


def purpleair_ok_1() -> Session:
    task = (
        "List the outdoor PurpleAir sensors in the Mission District box with their current "
        "10-minute PM2.5, then give me the last 12 hours for the highest one and for "
        "'Dolores Park N' (is it still reporting?)."
    )
    fields = ["sensor_index", "name", "last_seen", "pm2.5_10minute", "confidence"]
    sensors = j(
        {
            "api_version": PA_VER,
            "time_stamp": 1741790511,
            "data_time_stamp": 1741790460,
            "location_type": 0,
            "max_age": 3600,
            "firmware_default_version": "7.02",
            "fields": fields,
            "data": [
                [131075, "Mission & 24th", 1741790400, 14.2, 100],
                [145520, "Valencia Gardens", 1741790380, 9.8, 100],
                [98211, "Bernal Heights Rooftop", 1741790410, 22.6, 97],
                [170044, "Shotwell St", 1741790355, 11.0, 100],
            ],
        }
    )
    hist = "purpleair_sensor_history"

    def history(idx: int, rows: list[list[float]]) -> str:
        return j(
            {
                "api_version": PA_VER,
                "time_stamp": 1741790530,
                "data_time_stamp": 1741790460,
                "sensor_index": idx,
                "start_timestamp": 1741747200,
                "end_timestamp": 1741790400,
                "average": 60,
                "fields": ["time_stamp", "pm2.5_atm"],
                "data": rows,
            }
        )

    hours = [
        [1741747200 + 3600 * i, v]
        for i, v in enumerate(
            [11.4, 12.9, 15.2, 19.8, 24.1, 27.3, 25.0, 21.7, 20.2, 22.4, 23.9, 22.1]
        )
    ]
    calls: list[Call] = [
        (
            "purpleair_get_sensors",
            {
                "nwlng": -122.4285,
                "nwlat": 37.7705,
                "selng": -122.4050,
                "selat": 37.7460,
                "location_type": 0,
                "fields": fields,
            },
            sensors,
        ),
        (
            hist,
            {
                "sensor_index": 98211,
                "start_timestamp": 1741747200,
                "average": 60,
                "fields": ["pm2.5_atm"],
            },
            history(98211, hours),
        ),
        (
            "purpleair_get_sensor",
            {"sensor_index": 160318, "fields": ["name", "last_seen", "pm2.5_10minute"]},
            j(
                {
                    "api_version": PA_VER,
                    "time_stamp": 1741790544,
                    "data_time_stamp": 1741790460,
                    "sensor": {
                        "sensor_index": 160318,
                        "name": "Dolores Park N",
                        "last_seen": 1740987022,
                        "pm2.5_10minute": 6.1,
                    },
                }
            ),
        ),
        (
            hist,
            {
                "sensor_index": 160318,
                "start_timestamp": 1741747200,
                "average": 60,
                "fields": ["pm2.5_atm"],
            },
            history(160318, []),
        ),
    ]
    return "purpleair", "purpleair-ok-1", task, True, calls


def purpleair_fail_1() -> Session:
    task = (
        "Get the PM2.5 readings from the five PurpleAir sensors around Jefferson Elementary "
        "for the school's smoke-day decision."
    )
    calls: list[Call] = []
    for i, idx in enumerate([201877, 201880, 188402, 176355, 201903]):
        calls.append(
            (
                "purpleair_get_sensor",
                {"sensor_index": idx, "fields": ["name", "pm2.5_10minute", "pm2.5_60minute"]},
                j(
                    {
                        "api_version": PA_VER,
                        "time_stamp": 1741791002 + 7 * i,
                        "error": "PaymentRequiredError",
                        "description": "This API key's account has "
                        "no points remaining. Add points at https://develop.purpleair.com.",
                    }
                ),
            )
        )
    return "purpleair", "purpleair-fail-1", task, False, calls


def _airnow(area: str, state: str, lat: float, lon: float, rows: list[tuple[str, int]]) -> str:
    cat = [
        (50, 1, "Good"),
        (100, 2, "Moderate"),
        (150, 3, "Unhealthy for Sensitive Groups"),
        (200, 4, "Unhealthy"),
    ]

    def category(aqi: int) -> dict[str, Any]:
        n, name = next((n, name) for top, n, name in cat if aqi <= top)
        return {"Number": n, "Name": name}

    return j(
        [
            {
                "DateObserved": "2025-03-12 ",
                "HourObserved": 14,
                "LocalTimeZone": "PST",
                "ReportingArea": area,
                "StateCode": state,
                "Latitude": lat,
                "Longitude": lon,
                "ParameterName": p,
                "AQI": aqi,
                "Category": category(aqi),
            }
            for p, aqi in rows
        ]
    )


def airnow_ok_1() -> Session:
    task = (
        "Check current AQI at our seven delivery depots' ZIP codes and flag any at 101 or "
        "above so those drivers get N95s today; tell me which depots have no AirNow reading."
    )
    tool = "airnow_current_by_zip"
    depots = [
        ("93701", _airnow("Fresno", "CA", 36.781, -119.773, [("O3", 41), ("PM2.5", 118)])),
        ("93301", _airnow("Bakersfield", "CA", 35.356, -119.062, [("O3", 38), ("PM2.5", 97)])),
        ("95901", "[]"),
        ("93274", _airnow("Visalia", "CA", 36.332, -119.291, [("O3", 44), ("PM2.5", 104)])),
        ("95340", _airnow("Merced", "CA", 37.302, -120.483, [("PM2.5", 77)])),
        ("96161", "[]"),
        ("95354", _airnow("Modesto", "CA", 37.642, -120.994, [("O3", 36), ("PM2.5", 88)])),
    ]
    calls: list[Call] = [
        (tool, {"zipCode": z, "distance": 25, "format": "application/json"}, out)
        for z, out in depots
    ]
    return "airnow", "airnow-ok-1", task, True, calls


def _sh_stats(rows: list[tuple[str, str, Any]]) -> str:
    """Statistical API answer: per interval (from, to, (min, max, mean, sd, n, nodata))."""
    data = []
    for start, end, st in rows:
        mn, mx, mean, sd, n, nodata = st
        data.append(
            {
                "interval": {"from": f"{start}T00:00:00Z", "to": f"{end}T00:00:00Z"},
                "outputs": {
                    "ndvi": {
                        "bands": {
                            "B0": {
                                "stats": {
                                    "min": mn,
                                    "max": mx,
                                    "mean": mean,
                                    "stDev": sd,
                                    "sampleCount": n,
                                    "noDataCount": nodata,
                                }
                            }
                        }
                    }
                },
            }
        )
    return j({"data": data, "status": "OK"})


NAN = ("NaN", "NaN", "NaN", "NaN")


def sentinelhub_ok_1() -> Session:
    task = (
        "Compute mean NDVI per 10-day interval for June and July 2024 on the North and "
        "Ridge fields (geometries in fields.geojson), and note any interval with no "
        "cloud-free data."
    )
    tool = "sentinelhub_statistics"
    iv = {
        "06": [
            ("2024-06-01", "2024-06-11"),
            ("2024-06-11", "2024-06-21"),
            ("2024-06-21", "2024-07-01"),
        ],
        "07": [
            ("2024-07-01", "2024-07-11"),
            ("2024-07-11", "2024-07-21"),
            ("2024-07-21", "2024-07-31"),
        ],
    }
    fields = {
        "North": (
            4096,
            {
                "06": [
                    (0.21, 0.74, 0.5138, 0.0912, 0),
                    (0.33, 0.81, 0.6244, 0.0817, 0),
                    (0.40, 0.86, 0.7012, 0.0644, 310),
                ],
                "07": [(0.52, 0.89, 0.7768, 0.0503, 0), None, (0.55, 0.90, 0.8093, 0.0431, 122)],
            },
        ),
        "Ridge": (
            5312,
            {
                "06": [
                    (0.12, 0.58, 0.3302, 0.0887, 0),
                    (0.14, 0.61, 0.3715, 0.0902, 0),
                    (0.11, 0.57, 0.3488, 0.0951, 516),
                ],
                "07": [(0.09, 0.52, 0.2961, 0.0846, 0), None, (0.08, 0.49, 0.2710, 0.0799, 0)],
            },
        ),
    }
    calls: list[Call] = []
    for name, (n, months) in fields.items():
        for m in ("06", "07"):
            rows = []
            for (a, b), st in zip(iv[m], months[m], strict=True):
                rows.append((a, b, (*NAN, n, n) if st is None else (*st[:4], n, st[4])))
            args = {
                "geometry": f"fields.geojson#{name}",
                "timeRange": {"from": f"2024-{m}-01", "to": iv[m][-1][1]},
                "aggregationInterval": "P10D",
                "evalscript": "ndvi_masked_scl.js",
                "resolution": 10,
            }
            calls.append((tool, args, _sh_stats(rows)))
    return "sentinelhub", "sentinelhub-ok-1", task, True, calls


def sentinelhub_fail_1() -> Session:
    task = (
        "Compare mean NDVI in August 2024 across the five pivots at Kessler Farms (polygons "
        "P1-P5 in pivots.geojson) to see which one the irrigation fault hit."
    )
    same = _sh_stats(
        [
            ("2024-08-01", "2024-08-11", (0.27, 0.79, 0.6118, 0.0866, 65536, 0)),
            ("2024-08-11", "2024-08-21", (0.29, 0.81, 0.6302, 0.0841, 65536, 0)),
            ("2024-08-21", "2024-08-31", (0.24, 0.77, 0.5987, 0.0903, 65536, 0)),
        ]
    )
    calls: list[Call] = [
        (
            "sentinelhub_statistics",
            {
                "geometry": f"pivots.geojson#P{i}",
                "timeRange": {"from": "2024-08-01", "to": "2024-08-31"},
                "aggregationInterval": "P10D",
                "evalscript": "ndvi_masked_scl.js",
                "resolution": 10,
            },
            same,
        )
        for i in range(1, 6)
    ]
    return "sentinelhub", "sentinelhub-fail-1", task, False, calls


DEERE = "https://partnerapi.deere.com/platform"


def _links(self_uri: str, nxt: str | None = None) -> list[dict[str, str]]:
    out = [{"@type": "Link", "rel": "self", "uri": self_uri}]
    if nxt:
        out.append({"@type": "Link", "rel": "nextPage", "uri": nxt})
    return out


def deere_ok_1() -> Session:
    task = (
        "From John Deere Operations Center, get the 2024 harvest yield for every corn field "
        "of Kessler Farms and compute the whole-farm average bu/ac, weighted by area."
    )
    org = "448201"
    ops = f"{DEERE}/organizations/{org}/fieldOperations"

    def op(oid: str, field: str, crop: str) -> dict[str, Any]:
        return {
            "@type": "FieldOperation",
            "id": oid,
            "fieldOperationType": "harvest",
            "cropSeason": "2024",
            "cropName": crop,
            "field": field,
            "startDate": "2024-10-08T13:11:02Z",
            "endDate": "2024-10-19T22:40:51Z",
        }

    def yld(area: float, bu: float, moist: float) -> str:
        return j(
            {
                "@type": "HarvestYieldResult",
                "area": {"@type": "MeasurementAsDouble", "valueAsDouble": area, "unitId": "ac"},
                "yield": {"@type": "MeasurementAsDouble", "valueAsDouble": bu, "unitId": "bu1ac-1"},
                "averageMoisture": {
                    "@type": "MeasurementAsDouble",
                    "valueAsDouble": moist,
                    "unitId": "prcnt",
                },
            }
        )

    m = "deere_measurement"
    calls: list[Call] = [
        (
            "deere_organizations",
            {},
            j(
                {
                    "links": _links(f"{DEERE}/organizations"),
                    "total": 1,
                    "values": [
                        {
                            "@type": "Organization",
                            "name": "Kessler Farms",
                            "type": "customer",
                            "member": True,
                            "id": org,
                        }
                    ],
                }
            ),
        ),
        (
            "deere_field_operations",
            {"orgId": org, "cropSeason": "2024", "fieldOperationType": "harvest"},
            j(
                {
                    "links": _links(ops, f"{ops}?pageOffset=4&itemLimit=4"),
                    "total": 7,
                    "values": [
                        op("7f1c0a2e", "North 80", "CORN_WET"),
                        op("7f1c0b91", "Creek Bottom", "CORN_WET"),
                        op("7f1c0c37", "Home Quarter", "SOYBEANS"),
                        op("7f1c0d04", "Ridge West", "CORN_WET"),
                    ],
                }
            ),
        ),
        (
            "deere_field_operations",
            {"orgId": org, "cropSeason": "2024", "fieldOperationType": "harvest", "pageOffset": 4},
            j(
                {
                    "links": _links(f"{ops}?pageOffset=4&itemLimit=4"),
                    "total": 7,
                    "values": [
                        op("7f1c0e6b", "Section 12", "CORN_WET"),
                        op("7f1c0f88", "Schoolhouse", "SOYBEANS"),
                        op("7f1c1023", "Pond 40", "CORN_WET"),
                    ],
                }
            ),
        ),
        (m, {"operationId": "7f1c0a2e", "type": "HarvestYieldResult"}, yld(78.4, 212.6, 17.8)),
        (m, {"operationId": "7f1c0b91", "type": "HarvestYieldResult"}, yld(61.2, 198.3, 19.1)),
        (m, {"operationId": "7f1c0d04", "type": "HarvestYieldResult"}, yld(112.9, 176.4, 16.9)),
        (m, {"operationId": "7f1c0e6b", "type": "HarvestYieldResult"}, yld(154.0, 221.8, 18.2)),
        (m, {"operationId": "7f1c1023", "type": "HarvestYieldResult"}, yld(39.6, 164.9, 20.4)),
    ]
    return "deere", "deere-ok-1", task, True, calls


def deere_ok_2() -> Session:
    task = (
        "Which Kessler Farms machines are out today, where did each last report, and what "
        "are their engine hours?"
    )
    org = "448201"

    def loc(mid: str, lat: float, lon: float, when: str) -> str:
        return j(
            {
                "links": _links(f"{DEERE}/machines/{mid}/locationHistory"),
                "total": 1,
                "values": [
                    {
                        "@type": "Location",
                        "point": {"lat": lat, "lon": lon},
                        "eventTimestamp": when,
                        "gpsFixTimestamp": when,
                    }
                ],
            }
        )

    calls: list[Call] = [
        (
            "deere_machines",
            {"orgId": org},
            j(
                {
                    "links": _links(f"{DEERE}/organizations/{org}/machines"),
                    "total": 3,
                    "values": [
                        {
                            "@type": "Machine",
                            "id": "2281044",
                            "name": "8R 410 #2",
                            "vin": "1RW8410RCMD112834",
                            "equipmentMake": "JOHN DEERE",
                            "equipmentType": "Tractor",
                        },
                        {
                            "@type": "Machine",
                            "id": "2281107",
                            "name": "S780 Combine",
                            "vin": "1H0S780SPNB811920",
                            "equipmentMake": "JOHN DEERE",
                            "equipmentType": "Combine",
                        },
                        {
                            "@type": "Machine",
                            "id": "2290311",
                            "name": "R4038 Sprayer",
                            "vin": "1N04038XPPA004417",
                            "equipmentMake": "JOHN DEERE",
                            "equipmentType": "Sprayer",
                        },
                    ],
                }
            ),
        ),
        (
            "deere_machine_location",
            {"machineId": "2281044", "lastKnown": True},
            loc("2281044", 41.87211, -93.61833, "2025-03-12T15:02:41Z"),
        ),
        (
            "deere_machine_location",
            {"machineId": "2281107", "lastKnown": True},
            j(
                {
                    "links": _links(f"{DEERE}/machines/2281107/locationHistory"),
                    "total": 0,
                    "values": [],
                }
            ),
        ),
        (
            "deere_machine_location",
            {"machineId": "2290311", "lastKnown": True},
            loc("2290311", 41.86540, -93.60977, "2025-03-12T14:47:05Z"),
        ),
        (
            "deere_engine_hours",
            {"machineIds": ["2281044", "2281107", "2290311"]},
            j(
                {
                    "values": [
                        {
                            "machineId": "2281044",
                            "reading": {"valueAsDouble": 3412.6, "unit": "Hours"},
                            "reportTime": "2025-03-12T15:02:41Z",
                        },
                        {
                            "machineId": "2281107",
                            "reading": {"valueAsDouble": 1877.1, "unit": "Hours"},
                            "reportTime": "2024-11-03T21:19:50Z",
                        },
                        {
                            "machineId": "2290311",
                            "reading": {"valueAsDouble": 906.3, "unit": "Hours"},
                            "reportTime": "2025-03-12T14:47:05Z",
                        },
                    ]
                }
            ),
        ),
    ]
    return "deere", "deere-ok-2", task, True, calls


def _zentra(sn: str, port: int, rows: list[tuple[str, float]]) -> str:
    return jp(
        {
            "pagination": {"page_num": 1, "per_page": 500, "next_url": None},
            "data": {
                "Water Content": [
                    {
                        "metadata": {
                            "device_sn": sn,
                            "port_number": port,
                            "sensor_name": "TEROS 12",
                            "units": " m³/m³",
                            "depth": "10-20 cm",
                        },
                        "readings": [
                            {"datetime": t, "value": v, "precision": 3, "error_flag": False}
                            for t, v in rows
                        ],
                    }
                ]
            },
        }
    )


def irrigation_ok_1() -> Session:
    task = (
        "Block 4 looks dry. Read the ZENTRA soil probes for blocks 3-5 (10-20 cm) since 6 "
        "a.m., water any block below 0.20 m³/m³ for 45 minutes on the Rachio, and confirm "
        "the zone is running."
    )
    z = "zentra_get_readings"
    since = {"start_date": "2025-06-10 06:00", "end_date": "2025-06-10 10:00"}
    ts = ["2025-06-10 06:00:00-07:00", "2025-06-10 08:00:00-07:00", "2025-06-10 10:00:00-07:00"]
    rid = "3c59a593-04b8-42df-91db-758f4fe4a97f"
    calls: list[Call] = [
        (
            z,
            {"device_sn": "z6-11873", "port": 2} | since,
            _zentra("z6-11873", 2, list(zip(ts, [0.262, 0.259, 0.255], strict=True))),
        ),
        (
            z,
            {"device_sn": "z6-11874", "port": 2} | since,
            _zentra("z6-11874", 2, list(zip(ts, [0.191, 0.187, 0.182], strict=True))),
        ),
        (
            z,
            {"device_sn": "z6-11875", "port": 2} | since,
            _zentra("z6-11875", 2, list(zip(ts, [0.224, 0.221, 0.217], strict=True))),
        ),
        (
            "rachio_get_device",
            {"id": rid},
            j(
                {
                    "id": rid,
                    "status": "ONLINE",
                    "name": "Orchard Controller",
                    "on": True,
                    "zones": [
                        {
                            "id": "a1f0c2d3-b004-4e55-8f66-7a8b9c0d1e03",
                            "zoneNumber": 3,
                            "name": "Block 3",
                            "enabled": True,
                        },
                        {
                            "id": "a1f0c2d3-b004-4e55-8f66-7a8b9c0d1e04",
                            "zoneNumber": 4,
                            "name": "Block 4",
                            "enabled": True,
                        },
                        {
                            "id": "a1f0c2d3-b004-4e55-8f66-7a8b9c0d1e05",
                            "zoneNumber": 5,
                            "name": "Block 5",
                            "enabled": True,
                        },
                    ],
                }
            ),
        ),
        ("rachio_start_zone", {"id": "a1f0c2d3-b004-4e55-8f66-7a8b9c0d1e04", "duration": 2700}, ""),
        (
            "rachio_current_schedule",
            {"id": rid},
            j(
                {
                    "type": "MANUAL",
                    "status": "PROCESSING",
                    "zoneId": "a1f0c2d3-b004-4e55-8f66-7a8b9c0d1e04",
                    "zoneNumber": 4,
                    "zoneDuration": 2700,
                    "zoneStartDate": 1749575412000,
                    "startDate": 1749575412000,
                    "duration": 2700,
                }
            ),
        ),
    ]
    return "irrigation", "irrigation-ok-1", task, True, calls


def irrigation_fail_1() -> Session:
    task = (
        "Has soil moisture in Block 2 recovered since Monday's irrigation? Pull the ZENTRA "
        "10-20 cm readings for each day this week."
    )
    stale = _zentra(
        "z6-11872",
        2,
        [
            ("2025-06-02 04:50:00-07:00", 0.201),
            ("2025-06-02 05:00:00-07:00", 0.201),
            ("2025-06-02 05:10:00-07:00", 0.200),
        ],
    )
    days = ["2025-06-09", "2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13"]
    calls: list[Call] = [
        (
            "zentra_get_readings",
            {
                "device_sn": "z6-11872",
                "port": 2,
                "start_date": f"{d} 00:00",
                "end_date": f"{d} 23:59",
            },
            stale,
        )
        for d in days
    ]
    return "irrigation", "irrigation-fail-1", task, False, calls


# --------------------------------------------------------------------------- output

SESSIONS = (
    x12_ok_1, x12_ok_2, x12_fail_1, pa_ok_1, pa_ok_2, pa_fail_1, ncpdp_ok_1, ncpdp_ok_2,
    ehr_ok_1, ehr_fail_1, hl7_ok_1, hl7_fail_1,
    wire_ok_1, wire_ok_2, wire_fail_1, factcheck_ok_1, factcheck_fail_1, wayback_ok_1,
    wayback_ok_2, wayback_fail_1, cms_ok_1, c2pa_ok_1, c2pa_fail_1,
    nextflow_ok_1, nextflow_fail_1, snakemake_ok_1, samtools_ok_1, samtools_ok_2,
    samtools_fail_1, fastqc_ok_1, galaxy_ok_1, galaxy_fail_1, cromwell_ok_1, cromwell_fail_1,
    playfab_ok_1, playfab_ok_2, riot_ok_1, riot_fail_1, roblox_ok_1, roblox_fail_1,
    unity_ok_1, unity_fail_1, unreal_ok_1, agones_ok_1, agones_fail_1,
    openaq_ok_1, openaq_fail_1, purpleair_ok_1, purpleair_fail_1, airnow_ok_1,
    sentinelhub_ok_1, sentinelhub_fail_1, deere_ok_1, deere_ok_2, irrigation_ok_1,
    irrigation_fail_1,
)  # fmt: skip


def rows() -> list[dict[str, Any]]:
    out = []
    for make in SESSIONS:
        family, run_id, task, ok, calls = make()
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"heldout17/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
                }
            )
    return out


def main(out: Path = OUT) -> None:
    text = "".join(j(r) + "\n" for r in rows())
    out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
