"""The walkthrough notebook: committed with its outputs, small, in step with its builder, and
re-executed top to bottom (on the shared data where present, and on the bundled samples)."""

from __future__ import annotations

import base64
import importlib.util
import json
import re
import shutil
from pathlib import Path
from types import ModuleType

import pytest

nbformat = pytest.importorskip("nbformat", reason="the dev extra installs nbformat")

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
NOTEBOOK = NOTEBOOKS / "walkthrough.ipynb"
N_FIGURES = 6  # detectors by kind, speed, success per regime, probe, utility by k, Δ and I
ABSOLUTE_PATH = re.compile(r"(?<![\w.])(/work/|/home/|/tmp/|/Users/|/root/)")


def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_walkthrough", NOTEBOOKS / "build_walkthrough.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _images(nb: nbformat.NotebookNode) -> list[bytes]:
    return [
        base64.b64decode(out["data"]["image/png"])
        for cell in nb.cells
        if cell.cell_type == "code"
        for out in cell.outputs
        if "image/png" in out.get("data", {})
    ]


def _text(nb: nbformat.NotebookNode) -> str:
    parts = []
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            parts.append(out.get("text", ""))
            data = out.get("data", {})
            parts += [data.get("text/markdown", ""), data.get("text/plain", "")]
    return "\n".join(parts)


def _execute(tmp_path: Path) -> nbformat.NotebookNode:
    """Run a temporary copy of the committed notebook, working directory ``notebooks/``."""
    nbclient = pytest.importorskip("nbclient", reason="the dev extra installs nbclient")
    copy = tmp_path / "walkthrough.ipynb"
    shutil.copy(NOTEBOOK, copy)
    nb = nbformat.read(str(copy), as_version=4)
    client = nbclient.NotebookClient(
        nb,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(NOTEBOOKS)}},
    )
    client.execute()  # raises CellExecutionError on the first failing cell
    nbformat.write(nb, str(copy))
    return nb


def _check_executed(nb: nbformat.NotebookNode) -> None:
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert [c.execution_count for c in code] == list(range(1, len(code) + 1))
    errors = [o for c in code for o in c.outputs if o.output_type == "error"]
    assert not errors, [f"{e.ename}: {e.evalue}" for e in errors]
    images = _images(nb)
    assert len(images) == N_FIGURES
    assert all(img.startswith(b"\x89PNG") and len(img) > 5_000 for img in images)
    text = _text(nb)
    for expected in ("mean6", "chosen k =", "What the numbers mean", "Δ [95% CI]", "samples/s"):
        assert expected in text


def test_committed_notebook_is_built_from_the_builder() -> None:
    built = _builder().build()
    committed = nbformat.read(str(NOTEBOOK), as_version=4)
    assert [(c.cell_type, c.source) for c in committed.cells] == [
        (c.cell_type, c.source) for c in built.cells
    ]
    assert committed.metadata["kernelspec"]["name"] == "python3"


def test_committed_notebook_has_its_outputs_and_is_small() -> None:
    assert NOTEBOOK.stat().st_size < 1.5 * 1024 * 1024
    nb = nbformat.read(str(NOTEBOOK), as_version=4)
    nbformat.validate(nb)
    _check_executed(nb)
    assert "data: the shared data" in _text(nb), "commit the outputs made with the shared data"


def test_committed_notebook_holds_no_absolute_paths_of_this_machine() -> None:
    nb = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        outputs = json.dumps(cell.get("outputs", []))
        outputs = re.sub(r'"image/png": "[^"]*"', "", outputs)
        found = ABSOLUTE_PATH.search("".join(cell["source"]) + outputs)
        assert found is None, found


@pytest.mark.slow
def test_notebook_runs_top_to_bottom_on_the_shared_data(
    shared_data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("USELESSDETECT_SHARED_DATA", str(shared_data))
    nb = _execute(tmp_path)
    _check_executed(nb)
    text = _text(nb)
    assert "data: the shared data" in text
    assert "our train side reproduces the model's training-data digest: True" in text
    assert "fever/injected" in text


@pytest.mark.slow
def test_notebook_runs_top_to_bottom_on_the_bundled_samples(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = tmp_path / "no-shared-data"
    empty.mkdir()
    monkeypatch.setenv("USELESSDETECT_SHARED_DATA", str(empty))
    before = NOTEBOOK.read_bytes()
    nb = _execute(tmp_path)
    _check_executed(nb)
    assert "data: the samples bundled with the package" in _text(nb)
    assert NOTEBOOK.read_bytes() == before  # the committed notebook is never rewritten
