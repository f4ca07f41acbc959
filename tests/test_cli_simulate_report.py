"""simulate's report says only what it prints: gate settings null without a gate, mean6 explained
where printed, and a gate that lowers mean6 below no gate's said so; fit-k's legend uses the
run's own e-notation figure."""

from __future__ import annotations

import json
import re

from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.cli._fitk import LEGEND, legend


def run(*args: str) -> tuple[str, str]:
    res = CliRunner().invoke(main, ["simulate", "--limit", "5", *args])
    assert res.exit_code == 0, res.output
    return res.stdout, res.stderr


def test_json_without_a_gate_has_no_gate_settings() -> None:
    report = json.loads(run("--json")[0])
    assert report["gate"] is None
    assert (report["k"], report["rule"], report["mode"]) == (None, None, None)
    assert "mean6_without_gate" not in report


def test_json_with_a_gate_reports_its_settings_and_no_gates_mean6() -> None:
    report = json.loads(run("--gate", "oracle", "--json")[0])
    assert (report["k"], report["rule"], report["mode"]) == (5, "run(k=5)", "finish_only")
    plain = json.loads(run("--json")[0])
    assert report["mean6_without_gate"] == plain["mean6"]


def test_mean6_is_explained_only_where_printed() -> None:
    out, _ = run("--regimes", "persistent")
    assert "mean6" not in out
    out, _ = run()
    assert "mean6 " in out and "mean6 = its mean over the six" in out
    assert "no gate" not in out  # no gate ran: nothing to compare


def test_a_gate_that_lowers_mean6_is_said_to() -> None:
    out, err = run("--gate", "oracle", "--rule", "cusum", "--h", "4")
    gated = float(re.search(r"^mean6 +([\d.]+)$", out, re.M).group(1))
    plain = float(re.search(r"^mean6, no gate +([\d.]+)$", out, re.M).group(1))
    assert gated < plain
    assert f"worse than no gate ({gated:.3f} vs {plain:.3f})" in " ".join(err.split())


def test_a_gate_that_helps_gets_no_warning() -> None:
    out, err = run("--gate", "oracle")
    gated = float(re.search(r"^mean6 +([\d.]+)$", out, re.M).group(1))
    plain = float(re.search(r"^mean6, no gate +([\d.]+)$", out, re.M).group(1))
    assert gated >= plain and "worse" not in err


def test_fit_k_legend_uses_the_tables_own_figure() -> None:
    text = legend("| 5 | 8.213e+04 / 7.998 |\n| 6 | 7.72e+05 / 10.45 |")
    assert "8.213e+04 = 82,130 results" in text and "7.038e+04" not in text
    assert legend("| 5 | 8736 / 5.89 |") == LEGEND and "e-notation" not in LEGEND
