"""The regression guard of the hot paths (issue 35): the fast ones against their budgets.

Each figure is a ratio to a yardstick timed in the same process (``benchmarks/budgets.py``),
so a slower or busier machine does not fail it; a ratio more than 25 % over its budget in
``benchmarks/budgets.json`` is measured again, and only a confirmed excess fails. The budgets
and how to change one on purpose: docs/benchmarks.md.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _budgets_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("budgets", ROOT / "benchmarks" / "budgets.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("budgets", module)
    spec.loader.exec_module(module)
    return module


budgets = _budgets_module()
BUDGETS = budgets.load_budgets()
GUARDED = [name for name, b in BUDGETS.items() if b.get("guard")]


def test_the_budgets_file_names_every_hot_path_with_a_ratio_and_a_yardstick() -> None:
    raw = json.loads((ROOT / "benchmarks" / "budgets.json").read_text(encoding="utf-8"))
    assert set(BUDGETS) == set(budgets.PATHS)  # every measured path has a budget, and back
    for name, b in BUDGETS.items():
        assert isinstance(b["budget"], (int, float)) and b["budget"] > 0, name
        assert b["yardstick"], name
    assert "_about" in raw and {"gate.observe.callable", "lexical.judge", "keyword.judge"} <= set(
        GUARDED
    )


@pytest.mark.parametrize("name", GUARDED)
def test_hot_path_within_its_budget(name: str) -> None:
    budgets.pin_one_core()
    figures = budgets.check([name], BUDGETS, rounds=9)
    fig = figures[name]
    assert "error" not in fig, fig
    assert not fig["over"], (
        f"{name}: {fig['ratio']:.2f}x its yardstick (first measurement "
        f"{fig.get('first_ratio', fig['ratio']):.2f}x), budget {fig['budget']}x + 25 %; "
        f"if the slowdown is on purpose, update benchmarks/budgets.json (docs/benchmarks.md)"
    )


def test_the_guard_catches_a_planted_slowdown() -> None:
    """The check itself can fail: a subject that does the yardstick's work twice is over a
    budget of 1.0 (the ratio is ~2, far beyond the 25 % margin), and one that does it once is
    not."""
    yard = budgets.counter_loop()
    twice = budgets.counter_loop()

    def double(n: int) -> None:
        twice(2 * n)

    slow = budgets.ratio(double, yard, 5_000, rounds=7)["ratio"]
    same = budgets.ratio(budgets.counter_loop(), yard, 5_000, rounds=7)["ratio"]
    assert slow > 1.0 * budgets.TOLERANCE and same < 1.0 * budgets.TOLERANCE
