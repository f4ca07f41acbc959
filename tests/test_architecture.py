"""The package's shape: layers import only downwards, no import cycles, public faces are sorted.

The layers (docs/architecture.md), lowest first. A module may import its own layer or a lower
one; every import counts — module level, inside functions, and under ``TYPE_CHECKING``.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import uselessdetect

PKG = Path(uselessdetect.__file__).resolve().parent

#: Layer of each top-level part of the package (a subpackage or a base module).
LAYERS: dict[str, int] = {
    "_version": 0,
    "_types": 0,
    "_checks": 0,
    "exceptions": 0,
    "text": 0,
    "failures": 0,
    "io": 1,
    "shapes": 2,
    "corpus": 3,
    "_plot": 3,
    "detectors": 4,
    "judges": 4,
    "chat": 4,
    "gate": 5,
    "score": 5,
    "integrations": 6,
    "sim": 6,
    "experiment": 6,
    "measure": 7,
    "fit": 8,
    "cli": 9,
}
SUBPACKAGES = [p for p in LAYERS if (PKG / p / "__init__.py").is_file()]


def _modules() -> dict[str, Path]:
    out = {}
    for path in PKG.rglob("*.py"):
        rel = path.relative_to(PKG).with_suffix("")
        parts = [p for p in rel.parts if p != "__init__"]
        out[".".join(parts)] = path  # "" is the package's own __init__
    return out


MODULES = _modules()


def _resolve(module: str, path: Path, node: ast.ImportFrom | ast.Import) -> list[str]:
    """Absolute targets (relative to ``uselessdetect``) of one import statement."""
    if isinstance(node, ast.Import):
        return [
            a.name.removeprefix("uselessdetect.")
            for a in node.names
            if a.name.startswith("uselessdetect.")
        ]
    if node.level == 0:
        if node.module == "uselessdetect":
            return [""]
        if node.module and node.module.startswith("uselessdetect."):
            return [node.module.removeprefix("uselessdetect.")]
        return []
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    package = [p for p in package if p]
    base = package[: len(package) - (node.level - 1)]
    if node.module:
        return [".".join([*base, *node.module.split(".")])]
    # "from . import x": x may be a module of that package
    out = []
    for alias in node.names:
        cand = ".".join([*base, alias.name])
        out.append(cand if cand in MODULES else ".".join(base))
    return out


def _edges() -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        targets = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                targets.update(_resolve(module, path, node))
        edges[module] = {t for t in targets if t != module}
    return edges


EDGES = _edges()


def _layer(module: str) -> int | None:
    head = module.split(".")[0]
    return LAYERS.get(head)


def test_every_part_of_the_package_has_a_layer() -> None:
    heads = {m.split(".")[0] for m in MODULES if m}
    assert heads <= set(LAYERS), f"parts without a layer: {sorted(heads - set(LAYERS))}"


def test_no_module_imports_a_higher_layer() -> None:
    bad = []
    for module, targets in EDGES.items():
        if module == "":  # the package's public face re-exports from every layer
            continue
        mine = _layer(module)
        for target in targets:
            theirs = _layer(target) if target else 99
            if theirs is not None and mine is not None and theirs > mine:
                bad.append(f"{module} (layer {mine}) imports {target or 'uselessdetect'}")
    assert not bad, "\n".join(bad)


def _find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """A cycle in the explicit import graph, or None (iterative DFS with colours)."""
    colour: dict[str, int] = {}
    for start in edges:
        if colour.get(start):
            continue
        stack = [(start, iter(sorted(edges.get(start, ()))))]
        path = [start]
        colour[start] = 1
        while stack:
            node, children = stack[-1]
            for child in children:
                if child not in edges:
                    continue
                if colour.get(child) == 1:
                    return [*path[path.index(child) :], child]
                if not colour.get(child):
                    colour[child] = 1
                    path.append(child)
                    stack.append((child, iter(sorted(edges.get(child, ())))))
                    break
            else:
                colour[node] = 2
                path.pop()
                stack.pop()
    return None


def test_there_is_no_import_cycle() -> None:
    assert _find_cycle(EDGES) is None, f"import cycle: {' -> '.join(_find_cycle(EDGES) or [])}"


def test_cycle_finder_finds_a_planted_cycle() -> None:
    assert _find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _find_cycle({"a": {"b"}, "b": set()}) is None


@pytest.mark.parametrize("name", SUBPACKAGES)
def test_each_subpackage_exports_a_sorted_all_of_real_names(name: str) -> None:
    mod = importlib.import_module(f"uselessdetect.{name}")
    names = list(mod.__all__)
    assert names == sorted(names), f"uselessdetect.{name}.__all__ is not sorted"
    assert len(set(names)) == len(names)
    missing = [n for n in names if not hasattr(mod, n)]
    assert not missing, f"uselessdetect.{name}.__all__ names what it lacks: {missing}"


def test_old_flat_module_paths_are_gone() -> None:
    """No shim modules: the moves in CHANGELOG.md are real moves."""
    for old in (
        "analysis",
        "bundled",
        "persist",
        "evaluation",
        "importers",
        "probe",
        "metrics",
        "inject",
        "env",
        "agents",
        "scoring",
    ):
        assert not (PKG / f"{old}.py").exists(), old
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(f"uselessdetect.{old}")
