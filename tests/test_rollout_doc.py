"""docs/rollout.md shows the real output of docs/examples/rollout.py: re-run it and compare."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

pytest.importorskip("langchain.agents", reason="needs the [langchain] extra (LangChain v1)")

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "docs" / "examples" / "rollout.py"
PAGE = ROOT / "docs" / "rollout.md"


def _script() -> object:
    spec = importlib.util.spec_from_file_location("rollout_example", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_page_shows_what_the_walkthrough_prints_now() -> None:
    script = _script()
    blocks = script.walkthrough()  # type: ignore[attr-defined]
    page = PAGE.read_text(encoding="utf-8")
    fresh = script.render(page, blocks)  # type: ignore[attr-defined]
    assert fresh == page, (
        "docs/rollout.md is stale: python docs/examples/rollout.py walkthrough --write"
    )
    # the story the page tells is what the runs did
    assert "stopping follows the deadline" in blocks["before"]
    assert "stopping holds when the budget doubles" in blocks["enforce"]
    k = script._chosen_k(blocks["fit"])  # type: ignore[attr-defined]
    assert f"--k {k} " in blocks["enforce"] and f"(gate: k={k})" in blocks["enforce"]
    record = json.loads(blocks["record"])
    assert record["gate"]["tripped_at"] == k and record["steps"][-1]["action"] == "finish"


def test_render_refuses_an_unknown_block_and_fills_known_ones() -> None:
    script = _script()
    page = "a\n<!-- rollout:fit -->\nold\n<!-- /rollout:fit -->\nb"
    assert script.render(page, {"fit": "$ new"}) == (  # type: ignore[attr-defined]
        "a\n<!-- rollout:fit -->\n```console\n$ new\n```\n<!-- /rollout:fit -->\nb"
    )
    with pytest.raises(KeyError, match="unknown block 'nope'"):
        script.render("<!-- rollout:nope -->\n<!-- /rollout:nope -->", {})  # type: ignore[attr-defined]
