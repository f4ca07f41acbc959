"""``import uselessdetect`` imports no optional extra (each is imported lazily where it is used)."""

from __future__ import annotations

import contextlib
import json
import re
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, packages_distributions, requires
from pathlib import Path

import pytest

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
    code = "import json, sys, uselessdetect; print(json.dumps(sorted(sys.modules)))"
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(res.stdout))
    bad = {extra: sorted(mods & loaded) for extra, mods in extras.items() if mods & loaded}
    assert not bad, f"`import uselessdetect` imported optional extras: {bad}"


def test_the_mutation_extra_is_separate_from_dev() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    assert any(r.startswith("mutmut") for r in extras["mutation"])
    assert not any(r.startswith("mutmut") for r in extras["dev"])  # CI does not run it
