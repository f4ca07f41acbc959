"""Rows of data in plain text: an interchange message of a records standard (X12, EDIFACT,
HL7 v2), tab-separated lines, a fixed-width table under an underlined header. Their words are
codes and values, so ``default`` reads them as data (new: useful; the same again: useless)
rather than by the question's words, and ``classifier``/``semantic`` give them no useless
verdict."""

from __future__ import annotations

import pytest

from uselessdetect import Sample, make_detector
from uselessdetect.shapes import parse_result
from uselessdetect.shapes._source import reads_as_rows

X12_271 = (
    "ISA*00*          *00*          *ZZ*CLAIMSHUB      *ZZ*RIVFAMMED      *250312*1405*^*00501"
    "*000004521*0*P*:~GS*HB*CLAIMSHUB*RIVFAMMED*20250312*1405*4521*X*005010X279A1~ST*271*0001"
    "*005010X279A1~BHT*0022*11*4521*20250312*1405~HL*1**20*1~NM1*PR*2*AETNA*****PI*60054~"
    "EB*1*IND*30**CHOICE POS II~EB*B*IND*98*PR**27*40*****Y~EB*C*IND*30*PR**29*1320*****Y~"
    "SE*9*0001~GE*1*4521~IEA*1*000004521~"
)
EDIFACT = "UNA:+.? 'UNB+UNOC:3+SENDER+RECEIVER+250312:1405+1'UNH+1+ORDERS:D:96A:UN'BGM+220+PO1'"
HL7 = (
    "MSH|^~\\&|LAB|RIVFAM|EHR|RIVFAM|202503121405||ORU^R01|88|P|2.5.1\r"
    "PID|1||301177^^^RIVFAM^MR||DOE^JANE\rOBX|1|NM|4548-4^Hemoglobin A1c^LN||9.6|%|4.0-5.6|H|||F"
)
VARIANTS = (
    "chr14\t23415216\trs3218716\tG\tA\t812.4\tPASS\tAC=3;AN=96;GENE=MYH7\tGT:DP\n"
    "chr14\t23429005\t.\tC\tT\t233.9\tPASS\tAC=1;AN=96;GENE=MYH7\tGT:DP"
)
ACL = (
    "\r\nIdentityReference               FileSystemRights AccessControlType IsInherited\r\n"
    "-----------------               ---------------- ----------------- -----------\r\n"
    "BUILTIN\\Administrators                 FullControl             Allow        True\r\n"
    "CORP\\GG-Projects-RW           Modify, Synchronize             Allow       False\r\n\r\n"
)


@pytest.mark.parametrize("text", [X12_271, EDIFACT, HL7, VARIANTS, VARIANTS.split("\n")[0], ACL])
def test_rows_of_data_are_data_to_default(text: str) -> None:
    assert parse_result(text).kind == "prose" and reads_as_rows(text)
    det = make_detector("default").fit([])
    task = "Check the patients' benefits and list the copays and deductibles left."
    first = Sample(task, text, query="check eligibility for member 1")
    assert det.judge(first).verdict.value == "useful"
    again = Sample(task, text, query="check eligibility for member 2", earlier=(text,))
    assert det.judge(again).verdict.value == "useless"  # the same rows again: a repeat
    clf = make_detector("classifier").fit([])
    assert clf.judge(first).verdict.value != "useless"


@pytest.mark.parametrize(
    "text",
    [
        "Creed is an American rock band.\n-- the editors",  # one dash group: a signature
        "name\tage\nAnn",  # tab counts differ
        "a\tb",  # one tab
        "ISAAC NEWTON was born in 1642.",  # ISA without its separator
        "- first point\n- second point\n- third point",  # a bulleted list
        "Title\n----- -----\n",  # an underline with no row under it
        "----- -----\n----- -----\nC 61.8",  # an underline under an underline: no header
        "MSH is the message header segment of HL7 v2.",  # the name, not the message
    ],
)
def test_prose_lists_and_signatures_are_not_rows(text: str) -> None:
    assert not reads_as_rows(text)


def test_a_huge_text_is_read_by_its_head() -> None:
    row = "a\tb\tc\n"
    assert reads_as_rows(row * 200_000)  # 1.2 MB: its head's 50 lines read, not the rest
    assert not reads_as_rows("a\tb\n" * 3 + "x" * 2_000_000)  # a head that is not rows
    # past the head's 50 lines (or 10,000 characters) nothing is read: a line of prose there
    # does not unmake the rows above it, while one inside the head does
    assert reads_as_rows(row * 50 + "A sentence of prose.\n" * 10)
    assert reads_as_rows(row * 2_000 + "A sentence of prose.\n")
    assert not reads_as_rows(row * 10 + "A sentence of prose.\n" + row * 10)
