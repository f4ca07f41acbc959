"""Start-up stays light: the group's ``--version`` and ``-h`` import neither scikit-learn nor
numpy, and the package's public names still load (lazily) on first use."""

from __future__ import annotations

import subprocess
import sys

import click
import pytest
from click.testing import CliRunner

import uselessdetect
from uselessdetect.cli import COMMANDS, SUMMARIES, main

#: Run ``code`` in a fresh interpreter; it prints the heavy modules it ended up importing.
HEAVY = "import sys; print(sorted(m for m in ('sklearn', 'numpy', 'scipy') if m in sys.modules))"


def _run(code: str) -> list[str]:
    out = subprocess.run(
        [sys.executable, "-c", f"{code}\n{HEAVY}"], capture_output=True, text=True, check=True
    )
    return out.stdout.strip().splitlines()


def _heavy_after(code: str) -> str:
    return _run(code)[-1]


def test_importing_the_cli_imports_no_sklearn_or_numpy() -> None:
    assert _heavy_after("import uselessdetect.cli") == "[]"


@pytest.mark.parametrize("args", [["--version"], ["-h"]])
def test_version_and_group_help_import_no_sklearn(args: list[str]) -> None:
    code = (
        "from uselessdetect.cli import main\n"
        f"try:\n    main({args!r})\nexcept SystemExit:\n    pass"
    )
    assert _heavy_after(code) == "[]"


def test_group_help_lists_every_command_as_click_would() -> None:
    ctx = click.Context(main)
    assert sorted(SUMMARIES) == sorted(COMMANDS)
    for name in COMMANDS:  # the table is each command's own first sentence
        assert main.get_command(ctx, name).get_short_help_str(10_000) == SUMMARIES[name], name
    ours, clicks = click.HelpFormatter(), click.HelpFormatter()
    main.format_commands(ctx, ours)
    click.Group.format_commands(main, ctx, clicks)
    assert ours.getvalue() == clicks.getvalue()
    assert "demo  " in CliRunner().invoke(main, ["-h"]).output


def test_public_names_load_on_first_use() -> None:
    code = "import sys, uselessdetect\nprint('sklearn' in sys.modules)\nuselessdetect.StopGate"
    first, heavy = _run(code)
    assert first == "False" and "'sklearn'" in heavy  # the gate needs scikit-learn
    assert set(uselessdetect.__all__) <= set(dir(uselessdetect))
    from uselessdetect import Sample, make_detector

    assert Sample.__module__ == "uselessdetect._types" and callable(make_detector)
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        uselessdetect.nope  # noqa: B018
