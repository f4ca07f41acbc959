"""``--help`` on a benchmark prints its usage and runs nothing.

A benchmark that reads its own few arguments used to take ``--help`` for an unknown flag,
ignore it, run for minutes and rewrite its record; each now asks
``_record.exit_on_help`` first, or parses with argparse, which answers ``--help`` itself.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCH))

from _record import exit_on_help  # noqa: E402

SCRIPTS = sorted(BENCH.glob("bench_*.py"))


def _answers_help(tree: ast.Module) -> bool:
    """Whether a script's ``if __name__ == "__main__":`` block calls ``exit_on_help`` first,
    or the script parses its arguments with argparse."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "ArgumentParser":
            return True
    for node in tree.body:
        if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
            first = node.body[0]
            return (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Call)
                and ast.unparse(first.value.func) == "exit_on_help"
            )
    return True  # no entry point: nothing runs from the command line


def test_there_are_scripts_to_check() -> None:
    assert len(SCRIPTS) > 30


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_every_benchmark_answers_help_before_it_runs(script: Path) -> None:
    assert _answers_help(ast.parse(script.read_text(encoding="utf-8"))), script.name


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_prints_the_docstring_and_exits(
    flag: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_x.py", "../shared/data", flag])
    with pytest.raises(SystemExit) as stop:
        exit_on_help("  What it measures.\n\nRun: python benchmarks/bench_x.py\n")
    assert stop.value.code == 0
    assert capsys.readouterr().out == "What it measures.\n\nRun: python benchmarks/bench_x.py\n"


def test_without_help_it_returns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_x.py", "../shared/data", "--quick"])
    assert exit_on_help("doc") is None
