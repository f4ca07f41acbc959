"""``import uselessdetect`` imports no optional extra (each is imported lazily where it is used)."""

from __future__ import annotations

import ast
import contextlib
import json
import re
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, packages_distributions, requires
from pathlib import Path

import pytest
from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.exceptions import MissingDependencyError, install_hint

tomllib = pytest.importorskip("tomllib", reason="reading pyproject.toml needs Python 3.11+")
ROOT = Path(__file__).resolve().parents[1]


def extra_modules() -> dict[str, set[str]]:
    """Top-level modules of every installed distribution that only an extra (not dev) requires."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    core = {re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0].lower() for r in project["dependencies"]}
    with contextlib.suppress(PackageNotFoundError):  # what core dependencies pull in is core
        core |= {
            re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0].lower()
            for dep in list(core)
            for r in (requires(dep) or [])
            if "extra ==" not in r
        }
    dists: dict[str, set[str]] = {}
    for module, names in packages_distributions().items():
        for name in names:
            dists.setdefault(name.lower().replace("_", "-"), set()).add(module)
    out: dict[str, set[str]] = {}
    for extra, reqs in project["optional-dependencies"].items():
        if extra == "dev":
            continue
        for req in reqs:
            name = re.split(r"[<>=!~\[; ]", req, maxsplit=1)[0].lower().replace("_", "-")
            if name not in core and name in dists:
                out.setdefault(extra, set()).update(dists[name])
    return out


def test_import_uselessdetect_imports_no_extra() -> None:
    extras = extra_modules()
    if not extras:
        pytest.skip("no optional extra is installed here")
    code = (  # the public names load lazily: touch every one
        "import json, sys, uselessdetect\n"
        "for name in uselessdetect.__all__:\n    getattr(uselessdetect, name)\n"
        "print(json.dumps(sorted(sys.modules)))"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(res.stdout))
    bad = {extra: sorted(mods & loaded) for extra, mods in extras.items() if mods & loaded}
    assert not bad, f"`import uselessdetect` imported optional extras: {bad}"


def test_the_mutation_extra_is_separate_from_dev() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    assert any(r.startswith("mutmut") for r in extras["mutation"])
    assert not any(r.startswith("mutmut") for r in extras["dev"])  # CI does not run it


def test_install_hint_gives_both_forms() -> None:
    hint = install_hint("plot")
    assert "pip install 'uselessdetect[plot]'" in hint
    assert "pip install -e '.[plot]'" in hint


def _strings(path: Path) -> list[str]:
    """The string literals of a module, its docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]


def test_every_missing_extra_error_writes_its_hint_through_install_hint() -> None:
    written = re.compile(r"uselessdetect\[|'\.\[")
    bad = [
        f"{path.relative_to(ROOT)}: {text!r}"
        for path in sorted((ROOT / "src" / "uselessdetect").rglob("*.py"))
        if path.name != "exceptions.py"
        for text in _strings(path)
        if "pip install" in text and written.search(text)
    ]
    assert not bad, "spell install hints with exceptions.install_hint:\n" + "\n".join(bad)


def test_plot_error_names_both_install_forms(monkeypatch: pytest.MonkeyPatch) -> None:
    from uselessdetect._plot import new_figure

    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(MissingDependencyError) as info:
        new_figure((4.0, 3.0))
    assert str(info.value).endswith(install_hint("plot"))


@pytest.mark.parametrize("run", [False, True])
def test_experiment_without_openai_is_one_line_before_any_cell(
    run: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "openai", None)  # as if the extra were not installed
    out = tmp_path / "runs.jsonl"
    args = ["experiment", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]
    args += ["-o", str(out)] if run else ["--check-server"]
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 1, res.output
    lines = res.output.strip().splitlines()
    assert len(lines) == 1 and "'openai'" in lines[0] and install_hint("openai") in lines[0]
    assert "Traceback" not in res.output and "cells skipped" not in res.output
    assert not out.exists()
