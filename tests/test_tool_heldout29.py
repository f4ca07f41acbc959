"""Twenty-ninth held-out check of the gates: genomics analysis, civic and campaign data,
mobile app development, industrial control protocols, payment processors.

``tests/data/tool_heldout29.jsonl`` (built by ``tests/data/tool_heldout29_build.py``) holds 65
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: bcftools view/stats/query through a shell, GATK logs and Picard metrics, NCBI BLAST's
URL API (RID polling) and local ``blastn -outfmt 6``, the UCSC Genome Browser REST API,
gnomAD's GraphQL API, cBioPortal's REST API; USAspending, SAM.gov entities and
opportunities, OpenFEC, Congress.gov, ProPublica's Nonprofit Explorer, the UK Parliament
members and bills APIs; adb, xcodebuild and simctl, fastlane, Crashlytics through its
BigQuery export, Android lint reports, App Store Connect's builds endpoints; pymodbus, BAC0,
python-snap7, mosquitto_sub, pycomm3, a CODESYS runtime's web API; Adyen, PayPal Orders and
Payouts, Plaid, Square, Marqeta and Braintree's GraphQL API. 43 succeeded and 22 failed (a
source failed silently and the agent kept calling). The fixture was written without reading
the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 43; failing sessions tripped 18 / 14 / 17 of 22,
cutting 58 / 47 / 58 of their 146 calls. The default counting misjudges four tools of 44, all
the same way: ``usaspending_post``, ``cbioportal_post``, ``plaid_post`` and ``square_post``
read (a search or fetch sent as a POST body; Plaid's whole API is POST) but are not counted.

The misses share two kinds. Three come from those uncounted POST reads: USAspending's
maintenance page, Plaid's ``ITEM_LOGIN_REQUIRED`` and Square's ``{}`` (a sandbox token
against the production locations) are read useless by ``default`` at nearly every call, but
the agent's POST calls move no run and its GET calls, interleaved, reach 3 only at the last
call or never. The other kind is an answer that reads as nothing at all: ``blastn`` printing
an empty string six times against a database that holds 0 sequences is read unknown (0.50) by
every gate; a private cBioPortal's login page is read unknown by ``classifier`` and
``semantic``. ``classifier`` also reads the stale-index warning of bcftools, gnomAD's
``Variant not found`` for every GRCh38 variant sent to the GRCh37 dataset, and the cached
Congress.gov answer (S. 1 for every PFAS query) useful.

Near misses not counted (a run of 2): every gate reads the BAC0 property reads
``'degreesCelsius'`` and ``'active'`` of ``bacnet-ok-1`` (the units and fan status the task
asks for) useless (1.00), and the next, ``[0, 0, 0, 0]`` (status flags all clear), unknown,
so the run stays at 2.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout29")
H = "heldout29/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_BLAST = (
    "``blastn -outfmt 6`` prints nothing for six contigs (an empty string each time) because the "
    "refseq database holds 0 sequences (``blastdbcmd -info``: ``0 sequences; 0 total bases``, "
    "the last call, read useful): the empty strings are read unknown (0.50), so no run starts"
)
_CBIO = (
    "the institute cBioPortal answers every call with its login page (``<title>cBioPortal for "
    "Cancer Genomics::Login</title>`` … ``Please login into cBioPortal to access the data``): "
    "read unknown (0.50) six times; the session has expired"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "blast/blast-fail-1": _BLAST,
    },
    "classifier": {
        H + "blast/blast-fail-1": _BLAST,
        H + "cbioportal/cbioportal-fail-1": _CBIO,
        H + "bcftools/bcftools-fail-1": "every bcftools query prints only "
        "``[W::hts_idx_load3] The index file is older than the data file: "
        "cohort.2024q3.vcf.gz.tbi`` and no records (the stale index finds nothing in any "
        "region): read useful (0.62-0.68) seven times",
        H + "gnomad/gnomad-fail-1": 'gnomAD answers ``{"errors": [{"message": "Variant not '
        'found", …}], "data": {"variant": null}}`` for all seven GRCh38 variants sent to the '
        "GRCh37 dataset gnomad_r2_1: read useful (0.82) every time",
        H + "congress/congress-fail-1": "the wrapper's cache answers every PFAS query with the "
        'same bill, S. 1 "A bill to provide for the modernization of the Federal tax filing '
        'system." (``"_cache": {"hit": true, "key": "congress:bills:default"}``): read useful '
        "(0.79-0.87) six times, useless (0.88) once",
    },
    "semantic": {
        H + "blast/blast-fail-1": _BLAST,
        H + "cbioportal/cbioportal-fail-1": _CBIO,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 68, 146), "classifier": (0, 0, 56, 146), "semantic": (0, 0, 67, 146)}
#: Failing sessions tripped (a call cut), of 22.
TRIPPED = {"default": 21, "classifier": 17, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: POST tools that search or fetch (USAspending's search endpoints, cBioPortal's
#: ``/mutations/fetch`` and ``/clinical-data/fetch``, all of Plaid, Square's orders search)
#: read. Left out, as arguable: ``run_shell`` (mostly bcftools, blastn, bq and mosquitto_sub
#: reads, but also ``adb install``, ``pm clear``, ``git push`` and ``mosquitto_pub``),
#: ``braintree_graphql`` and ``codesys_api`` (queries and mutations/acks through one tool).
READS = (
    "adyen_get", "asc_get", "bacnet_read", "bacnet_whois", "cbioportal_get", "cbioportal_post",
    "congress_get", "congress_search_bills", "fetch_pdf_text", "get_job_log",
    "gnomad_graphql", "http_get", "logix_get_plc_info", "logix_read", "marqeta_get",
    "modbus_read_holding", "modbus_read_input", "openfec_get", "paypal_get", "plaid_post",
    "s7_db_read", "s7_get_cpu_state", "s7_read_bit", "samgov_entities",
    "samgov_opportunities", "square_get", "square_post", "usaspending_get",
    "usaspending_post", "webhook_events",
)  # fmt: skip
ACTIONS = (
    "adyen_post", "asc_post", "create_ticket", "edit_file", "logix_write", "marqeta_post",
    "modbus_write_register", "paypal_post", "s7_db_write", "save_cursor", "send_email",
)  # fmt: skip
ARGUABLE = ("braintree_graphql", "codesys_api", "run_shell")

_POST_READ = (
    "reads ({what}) but is not counted, its name ending in _post; in {run} the failing "
    "source's answers to it move no run"
)
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "usaspending_post": _POST_READ.format(
        what="spending_by_award / spending_by_geography searches and recipient autocomplete",
        run="usaspending-fail-1",
    ),
    "cbioportal_post": _POST_READ.format(
        what="/mutations/fetch and /clinical-data/fetch", run="cbioportal-fail-1"
    ),
    "plaid_post": _POST_READ.format(
        what="/transactions/sync, /transactions/get, /accounts/get, /item/get",
        run="plaid-fail-1",
    ),
    "square_post": _POST_READ.format(what="/v2/orders/search", run="square-fail-1"),
}

FAMILIES = {
    "adb", "adyen", "androidlint", "bacnet", "bcftools", "blast", "braintree", "cbioportal",
    "codesys", "congress", "crashlytics", "fastlane", "gatk", "gnomad", "marqeta", "modbus",
    "mqtt", "openfec", "paypal", "plaid", "propublica", "pycomm3", "samgov", "snap7",
    "square", "testflight", "ucsc", "ukparliament", "usaspending", "xcode",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 65
    assert len(FIX.ids(True)) == 43 and len(FIX.ids(False)) == 22
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("gnomad", "openfec", "samgov", "congress", "braintree"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(
        o.startswith(("ReadHoldingRegistersResponse(", "ReadInputRegistersResponse("))
        or o.startswith(("WriteSingleRegisterResponse(", "Modbus Error: [Input/Output]"))
        for o in _results("modbus")
    )
    assert all(o.startswith(("[Tag(", "Tag(", "CommError:")) for o in _results("pycomm3"))
    plaid = [json.loads(o) for o in _results("plaid") if o.startswith("{")]
    assert all("request_id" in p for p in plaid)


pytest_generate_tests = parametrize_checks


class TestHeldOut29(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
