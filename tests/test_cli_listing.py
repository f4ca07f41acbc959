"""What the listing and the shared help say: cascades, extras, and legends that match tables."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.cli._common import CASCADE_SCORE, COMBINE_HELP
from uselessdetect.cli._evaluate import LEGEND, shown_table
from uselessdetect.exceptions import install_hint


def test_listing_explains_chains_and_cascades() -> None:
    res = CliRunner().invoke(main, ["detectors"])
    assert res.exit_code == 0, res.output
    text = " ".join(res.output.split())
    assert "'keyword>lexical' = fallback chain" in text
    assert "'classifier|semantic' = cascade" in text
    assert " ".join(CASCADE_SCORE.split()) in text  # what the rescaled score means
    assert "semantic needs the semantic extra" in text
    assert "not installed" not in text  # every extra is installed here


def test_listing_marks_a_detector_whose_extra_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # as if the extra were absent
    lines = CliRunner().invoke(main, ["detectors"]).stdout.splitlines()
    (semantic,) = [line for line in lines if line.startswith("semantic ")]
    assert semantic.endswith(f"[not installed: {install_hint('semantic')}]")
    assert not any("not installed" in line for line in lines if line is not semantic)


@pytest.mark.parametrize(
    "command",
    [
        ["score"],
        ["evaluate"],
        ["mcp-proxy"],
        ["fit-k"],
        ["simulate"],
        ["probe"],
        ["demo"],
        ["analyze"],
    ],
)
def test_every_detector_help_explains_both_combinations(command: list[str]) -> None:
    text = " ".join(CliRunner().invoke(main, [*command, "-h"]).output.split())
    assert " ".join(COMBINE_HELP.split()) in text


def _samples(path: Path) -> Path:
    rows = [
        ("Who founded Creed?", "Creed is an American rock band founded by Scott Stapp.", 0, "gold"),
        ("Who founded Creed?", "A creed is a statement of shared beliefs.", 1, "answerless"),
        ("Who wrote Dune?", "Dune is a novel by Frank Herbert.", 0, "gold"),
        ("Who wrote Dune?", "Dunes are hills of sand.", 1, "answerless"),
        ("Who wrote Dune?", "Dune is a novel by Frank Herbert, 1965.", 0, "real"),
        ("Who founded Creed?", "No results.", 1, "real"),
    ]
    path.write_text(
        "".join(
            json.dumps({"question": q, "observation": o, "label": y, "kind": k}) + "\n"
            for q, o, y, k in rows
        ),
        encoding="utf-8",
    )
    return path


def test_evaluate_legend_names_the_headers_it_prints(tmp_path: Path) -> None:
    res = CliRunner().invoke(main, ["evaluate", "-d", "lexical", str(_samples(tmp_path / "s"))])
    assert res.exit_code == 0, res.output
    header = res.output.splitlines()[0]
    for shown, legend in [
        ("answerless → useless", "'<kind> → useless'"),
        ("gold → useful", "'<kind> → useful'"),
        ("real judged useless", "'<kind> judged useless'"),
    ]:
        assert shown in header and legend in LEGEND, shown


def test_a_cascade_prints_unescaped_in_a_terminal_only(tmp_path: Path) -> None:
    samples = str(_samples(tmp_path / "s"))
    res = CliRunner().invoke(main, ["evaluate", "-d", "keyword|lexical", samples])
    assert res.exit_code == 0, res.output
    assert "| keyword\\|lexical |" in res.output  # a pipe gets Markdown
    assert " ".join(CASCADE_SCORE.split()) in " ".join(res.output.split())
    table = res.output.split("\n\n")[0]
    assert "| keyword|lexical |" in shown_table(table, tty=True)
