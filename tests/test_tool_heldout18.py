"""Eighteenth held-out check of the gates: Windows administration, telephony and network
appliances, trading and spend, scientific simulation, ML operations and labelling.

``tests/data/tool_heldout18.jsonl`` (built by ``tests/data/tool_heldout18_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
PowerShell (``Format-Table``/``Format-List`` text, ``Get-WinEvent``, ``Get-Service``, registry
reads, ``robocopy``), CIM queries as ``ConvertTo-Json``, Intune and Entra device management
(BitLocker recovery keys), ``gpresult``; the Asterisk CLI and AMI, FreeSWITCH ``fs_cli``, SIP
traces through ``tshark``, the Meraki dashboard API, a UniFi controller, pfSense and OPNsense;
the Alpaca MCP server and REST API, the IBKR Client Portal API, Tradier option chains, Ramp and
Brex card transactions, an Expensify export checked by a policy tool; GROMACS, LAMMPS, ORCA
and Gaussian runs, Octave and Julia REPLs, Lmod environment modules; Label Studio, Roboflow,
SageMaker training and endpoints, Vertex AI and Kubeflow pipelines, a Kubeflow model registry,
SurveyMonkey, Typeform and Qualtrics exports. 36 succeeded and 20 failed (a source failed
silently and the agent kept calling). The fixture was written without reading the detectors,
the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 2 / 4 / 8 of 36 (each stop withholds evidence); failing
sessions tripped 12 / 12 / 13 of 20, cutting 20 / 19 / 22 of their 101 calls. The default
counting misjudges three of the 56 tools: it leaves out ``alpaca_request`` and
``qualtrics_request`` (generic API tools used here to read: fills, an export's progress and
file) and counts ``intune_sync_device`` (an action answered ``HTTP 204 No Content``).

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): every gate reads the three ``HTTP 204 No Content`` answers of ``intune_sync_device`` in
``intune-ok-1`` useless (1.00) and reaches 3 at the session's last call; every gate reaches 2 on
the Alpaca quotes for VTI and BND; ``default`` reaches 2 on ``ps-ok-1``'s ``Get-Service`` table
and ``Test-Path``'s ``False``, on the two Entra BitLocker lists that are empty in
``intune-ok-2``, on FreeSWITCH's two ``show calls`` listings and on Julia's two
``UndefVarError``; ``default`` and ``classifier`` reach 2 on ``gpo-ok-1`` (the ``gpupdate``
report with, for ``default``, the second ``gpresult`` after it, for ``classifier``, the GPO's
permissions before it); ``classifier`` and ``semantic`` reach 3 at ``freeswitch-ok-1``'s last call
(``sofia status gateway carrier1``, ``Status UP``) and 2 on Meraki's device statuses and the
running cable test; ``semantic`` reaches 2 on ``ps-ok-2``'s application-log and service records,
on ``asterisk-ok-1``'s ``pjsip show contacts`` and its ``No objects found.`` (the phone is not
registered: the answer), and on SageMaker's ``Training`` and ``Completed`` job descriptions (the
latter with the final AUCs). ``default`` reaches 3 only at the last call of ``gromacs-fail-1``,
``labelstudio-fail-1`` and ``pfsense-fail-1``, so those runs are missed.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout18")
H = "heldout18/"

_OCTAVE = (
    "Octave's errors while the fit is being written (``error: package optim is not "
    "installed``, then ``error: 't' undefined\\nerror: called from\\n    @<anonymous> at line "
    "1 column 18\\n    fminsearch>nmsmax …`` twice: the anonymous function captured nothing "
    "before ``t`` was defined) are read useless {how}, so the gate trips at the third and "
    "blocks the redefined function's fit (``p =\\n\\n   8.4127  -1.3046   1.4981``), the RMS "
    "residual and the confidence intervals"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {
        H + "octave/octave-ok-1": _OCTAVE.format(how="(1.00)"),
    },
    "classifier": {
        H + "octave/octave-ok-1": _OCTAVE.format(how="(0.99)"),
    },
    "semantic": {
        H + "octave/octave-ok-1": _OCTAVE.format(how="(1.00)"),
    },
}

_AMI = (
    "AMI's ``Response: Error\\r\\nActionID: 11\\r\\nMessage: Permission denied\\r\\n\\r\\n`` "
    "(the manager session is no longer authenticated) for five actions is read unknown (0.50)"
)
_EXPENSIFY = (
    'Expensify\'s ``{{"responseMessage": "Authentication error", "responseCode": 407}}`` for '
    "every export, the policy list and the expense creation is read {how}"
)
_MD_LOG = (
    "the production run's ``md.log`` tail, frozen at ``Step 1250000  Time 2500.00000`` (the "
    "job died; the files' times stay ``Mar 12 09:47``), polled four times between two "
    "identical ``ls -lh`` listings, is read {how}"
)
_PFSENSE = (
    "pfSense's firewall log answers four differently bounded queries with the same four "
    "block lines from three days ago (``Mar  9 23:50:00 fw1 filterlog[51234]: 5,,,"
    "1000000103,igb0,match,block,in,4,…,185.220.101.40,198.51.100.2,40000,22,…``, none to "
    "port 1194): read {how}"
)
_ROBOFLOW = (
    'Roboflow\'s ``{{"inference_id": …, "time": 0.0213, "image": {{"width": 640, "height": '
    '640}}, "predictions": []}}`` for six phone photos of a site inspection (``IMG_4410.HEIC`` '
    "…: every one a 640x640 image without a detection, the files never reached the model) "
    "is read {how}"
)
_INTUNE = (
    "Intune answers four new hires' ``userPrincipalName eq '…'`` filters with the same three "
    "devices of other people (``CPC-admin-3XF1`` of it.admin, ``LT-ENG-0007`` of b.olsen, "
    '``LT-ENG-0008`` of c.vik, ``"@odata.count":1842``: the filter was dropped): read {how}'
)
_LMOD = (
    "the module tree is not mounted: ``module avail cp2k`` answers ``No module(s) or "
    "extension(s) found!`` and ``module load`` three different Lmod messages (``Unable to "
    'find: "cp2k"``, ``Unable to find: "CP2K/2024.1"``, ``The following module(s) are '
    "unknown``); under ``command`` each is a command's output, new and useful (0.20) the "
    "first time, and the same message again useless, so the run reaches 2 at most"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "asterisk/asterisk-fail-1": _AMI,
        H + "expensify/expensify-fail-1": _EXPENSIFY.format(
            how="useful (0.20) at the first export and at the policy list, useless (1.00) at "
            "the two repeated exports: a run of 2 (the expense creation acts, not counted)"
        ),
        H + "gaussian/gaussian-fail-1": "Gaussian's ``Erroneous write. Write -1 instead of "
        "2097152.\\n fd = 4\\n orig len = 2097152 left = 2097152\\n g_write`` (the scratch disk "
        "is full) after each of four runs, exit status 1, is read useful (0.20) every time",
        H + "gromacs/gromacs-fail-1": _MD_LOG.format(
            how="useful (0.20) the first time, and the first ``ls -lh`` resets the run, so "
            "it reaches 3 only at the last call"
        ),
        H + "label-studio/labelstudio-fail-1": "Label Studio answers pages 1, 2, 3 and a "
        "50-task page with the same four tasks (ids 4101-4104; ``page`` was not passed on): "
        "the first read useful (0.20), the repeats useless, so the run reaches 3 only at the "
        "last call",
        H + "pfsense/pfsense-fail-1": _PFSENSE.format(
            how="useful (0.20) the first time, the repeats useless: 3 only at the last call"
        ),
        H + "roboflow/roboflow-fail-1": _ROBOFLOW.format(how="useful (0.20) every time"),
        H + "hpc-modules/modules-fail-1": _LMOD,
    },
    "classifier": {
        H + "hpc-modules/modules-fail-1": _LMOD,
        H + "label-studio/labelstudio-fail-1": (
            'the same export page (``{"total_annotations":480,…,"tasks":[{"id":4101,…``) four'
            " times: the first is new to default's reading (useful 0.35, off one paragraph), "
            "the repeats useless (0.89), so the run reaches 3 only at the last call"
        ),
        H + "gaussian/gaussian-fail-1": (
            "the same Gaussian log tail under a new timestamp each poll (`` Leave Link  502 "
            "at Wed Mar 12 11:02:17 2025, MaxMem=  2147483648 …``) is new output to default's"
            " reading, which decides off one paragraph: useful (0.35) each time, so no run "
            "starts"
        ),
        H + "alpaca/alpaca-fail-1": "the Alpaca MCP server's ``Error fetching quote for NVDA: "
        '{"code":42210000,"message":"subscription does not permit querying recent SIP '
        "data\"}`` for five symbols is read useful (0.84-0.86); only the bars' error is "
        "useless (0.91)",
        H + "asterisk/asterisk-fail-1": _AMI,
        H + "expensify/expensify-fail-1": _EXPENSIFY.format(how="unknown (0.50)"),
        H + "gromacs/gromacs-fail-1": _MD_LOG.format(
            how="unknown (0.50), the ``ls -lh`` listings useful (0.84)"
        ),
        H + "intune/intune-fail-1": _INTUNE.format(how="useful (0.78-0.85) five times"),
        H + "pfsense/pfsense-fail-1": _PFSENSE.format(how="unknown (0.50) four times"),
        H + "roboflow/roboflow-fail-1": _ROBOFLOW.format(how="unknown (0.50) every time"),
    },
    "semantic": {
        H + "gaussian/gaussian-fail-1": "Gaussian's ``Erroneous write. Write -1 instead of "
        "2097152. … g_write`` (the scratch disk is full) after each of four runs is read "
        "useful (0.39) every time: off one paragraph the model defers to default's reading",
        H + "label-studio/labelstudio-fail-1": "Label Studio answers every page with the same "
        "four tasks (ids 4101-4104): the first read useful (0.39, default's reading), the "
        "repeats useless, so the run reaches 3 only at the last call",
        H + "asterisk/asterisk-fail-1": _AMI,
        H + "expensify/expensify-fail-1": _EXPENSIFY.format(how="unknown (0.50)"),
        H + "gromacs/gromacs-fail-1": _MD_LOG.format(how="unknown (0.50) throughout"),
        H + "pfsense/pfsense-fail-1": _PFSENSE.format(how="unknown (0.50) four times"),
        H + "roboflow/roboflow-fail-1": _ROBOFLOW.format(how="unknown (0.50) every time"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 1, 20, 101), "classifier": (1, 1, 16, 101), "semantic": (1, 1, 22, 101)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 12, "classifier": 10, "semantic": 13}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Shells, REPLs and program runs count (their output is what the agent asked to learn), as do
#: generic API tools whose calls here mostly read (``meraki_api``, ``unifi_api``,
#: ``ibkr_cpapi``, ``pfsense_api``, ``roboflow_api``, ``qualtrics_request``: a few POSTs start
#: a test, place an order or start an export, the rest read) and AMI, whose actions here are
#: mostly status queries. Left out, as arguable: ``model_registry_api`` (three of its seven
#: calls archive versions, each answered with the whole updated version record).
READS = (
    "alpaca_request", "ami_action", "asterisk_cli", "bash", "bitlocker_list_recovery_keys",
    "brex_api", "check_expense_policy", "cim_query", "entra_list_group_members",
    "expensify_export_report", "expensify_export_reports", "expensify_get_policy_list",
    "fs_cli", "get_account_info", "get_orders", "get_positions", "get_stock_bars",
    "get_stock_quote", "ibkr_cpapi", "intune_get_compliance_policy_states",
    "intune_get_compliance_setting_states", "intune_list_managed_devices", "julia_repl",
    "kfp_api", "label_studio_api", "meraki_api", "octave_eval", "opnsense_api", "pfsense_api",
    "qualtrics_request", "ramp_api", "read_component_logs", "roboflow_api", "roboflow_infer",
    "run_powershell", "sagemaker_describe_endpoint", "sagemaker_describe_training_job",
    "sagemaker_invoke_endpoint", "sagemaker_list_training_jobs", "shell", "surveymonkey_get",
    "tradier_get", "typeform_get", "unifi_api", "vertex_get_pipeline_job",
)  # fmt: skip
ACTIONS = (
    "expensify_create_expenses", "intune_sync_device", "place_stock_order",
    "sagemaker_create_endpoint", "sagemaker_create_endpoint_config", "sagemaker_create_model",
    "sagemaker_create_training_job", "vertex_create_pipeline_job", "write_file",
)  # fmt: skip
ARGUABLE = ("model_registry_api",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "alpaca_request": "Alpaca's REST tool reads the account's fills, page after page "
    '(``[{"id":"20250303093012001::…","activity_type":"FILL",…,"symbol":"MSFT",…}]``), and '
    "the dividends (``[]``), but it is not counted",
    "qualtrics_request": "Qualtrics' API tool polls an export's progress (``{\"result\":"
    '{"progressId":…,"percentComplete":41.0,"status":"inProgress"},…}``) and fetches its '
    "file: reads (one POST starts the export), but it is not counted, so a stuck export "
    "polled six times never moves a run",
    "intune_sync_device": "acts (its answer is a receipt: ``HTTP 204 No Content``) and is "
    "counted; read useless (1.00) three times in ``intune-ok-1``, it reaches k at the "
    "session's last call",
}

FAMILIES = {
    "alpaca", "asterisk", "brex", "expense-policy", "expensify", "freeswitch", "gaussian",
    "gpo", "gromacs", "hpc-modules", "ibkr", "intune", "julia", "kubeflow", "label-studio",
    "lammps", "meraki", "model-registry", "octave", "opnsense", "options", "orca", "pfsense",
    "powershell", "ramp", "roboflow", "sagemaker", "sip", "surveys", "unifi",
    "vertex-pipelines", "wmi",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def test_formats() -> None:
    """The tools hand the model their own strings, as the build script says."""
    by_family: dict[str, list[str]] = {}
    for e in FIX.episodes():
        by_family.setdefault(e.id.split("/")[1], []).extend(s.observation for s in e.steps)
    shown = [o for o in by_family["powershell"] if o]
    assert all("\r\n" in o and "\n" not in o.replace("\r\n", "") for o in shown)
    assert "" in by_family["powershell"] and "" in by_family["wmi"]  # commands printing nothing
    ami = [o for o in by_family["asterisk"] if o.startswith("Response: ")]
    assert len(ami) == 10 and all(o.endswith("\r\n\r\n") for o in ami)
    assert any(o.startswith('{"meta":{"rc":"ok"}') for o in by_family["unifi"])
    assert any('"value":[]' in o for o in by_family["intune"])  # an empty Graph collection
    lmod = by_family["hpc-modules"]
    assert any(o.startswith("Lmod has detected the following error:") for o in lmod)


pytest_generate_tests = parametrize_checks


class TestHeldOut18(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
