"""The per-group stopping report as text: its tables, footnotes and side tables."""

from __future__ import annotations

import pytest

from uselessdetect.io import sample_hotpotqa_path
from uselessdetect.measure import analyze_by
from uselessdetect.measure._by_report import format_grouped
from uselessdetect.sim import load_records, simulate


@pytest.fixture(scope="module")
def report() -> str:
    recs = load_records(sample_hotpotqa_path())[:3]
    eps = simulate(recs, "persistent", regimes="six", random_state=1)
    part = simulate(recs, "deadline", regimes="persistent,clean", budget=16, random_state=2)
    for ep in eps:
        ep.raw["agent"] = "persistent"
    for ep in part:
        ep.raw["agent"] = "deadline"
    for i, ep in enumerate([*eps, *part]):
        ep.steps[-1].raw["belief"] = {"p_continue": 0.2, "p_answer_now": 0.7}
        ep.steps[0].raw["belief"] = (
            {"p_continue": "?"} if i % 2 else {"p_continue": 0.9, "p_answer_now": 0.1}
        )
    return format_grouped(analyze_by([*eps, *part], "oracle", by="agent", n_boot=0))


def _block(text: str, title: str) -> list[str]:
    """The lines of the block that starts with ``title`` (blocks are split by blank lines)."""
    (block,) = [b for b in text.split("\n\n") if b.startswith(title)]
    return block.splitlines()


def test_condition_table_has_a_row_per_group_and_its_footnotes(report: str) -> None:
    assert report.startswith("Stopping by agent — judgments: oracle.")
    head, persistent, deadline, *notes = _block(report, "group ")
    assert head.split()[:3] == ["group", "episodes", "Δ"]
    assert head.split()[-3:] == ["median@8", "median@16", "calls"]
    assert persistent.split()[:2] == ["persistent", "18"] and "*" not in persistent
    assert deadline.split()[:2] == ["deadline", "6"] and deadline.split()[7].endswith("*")
    assert notes == [
        "  * mean over 2 of 6 regimes, not mean6",
        "  calls: tool calls that ran per episode (invalid and barred turns are not calls)",
    ]


def test_side_tables_have_a_row_per_group(report: str) -> None:
    _, head, *rows = _block(report, "Judgments (oracle) judged useless, by result kind")
    assert head.split() == ["group", "useful", "useless"]
    assert [r.split()[0] for r in rows] == ["persistent", "deadline"]
    _, head, *rows = _block(report, "Beliefs:")
    assert head.split()[0] == "group" and head.split()[-1] == "unparsed"
    persistent, deadline = (r.split() for r in rows)
    assert persistent[0] == "persistent" and persistent[-4:] == ["14", "of", "18", "9"]
    assert deadline[0] == "deadline" and deadline[-4:] == ["6", "of", "6", "3"]
    assert deadline[1:4] == ["0.70", "/", "0.83"]  # answered: mean p_answer_now / success
