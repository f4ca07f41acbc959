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
        startup_timeout=600,  # a kernel starts slowly on a busy machine: wait for it
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


def _written(capsys: pytest.CaptureFixture[str]) -> Path:
    """The path the builder says it wrote (its last stderr line: 'wrote PATH (N KiB)')."""
    line = capsys.readouterr().err.strip().splitlines()[-1]
    match = re.fullmatch(r"wrote (.+) \(\d+ KiB\)", line)
    assert match, line
    return Path(match.group(1))


def test_the_documented_command_leaves_the_checkout_as_it_was(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`build_walkthrough.py --execute` writes a temporary copy, not the committed notebook
    (the kernel is stood in for: execution marks each code cell instead of running it)."""
    builder = _builder()

    def fake_execute(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
        for cell in nb.cells:
            if cell.cell_type == "code":
                cell.outputs = [nbformat.v4.new_output("stream", text="ran here\n")]
        return nb

    monkeypatch.setattr(builder, "execute", fake_execute)
    before = NOTEBOOK.read_bytes()
    assert builder.main(["--execute"]) == 0
    out = _written(capsys)
    assert NOTEBOOK.read_bytes() == before
    assert out.name == NOTEBOOK.name and out.parent != NOTEBOOKS and out.is_file()
    assert "ran here" in _text(nbformat.read(str(out), as_version=4))
    assert builder.main([]) == 0  # building alone: a temp copy too
    assert _written(capsys) != out and NOTEBOOK.read_bytes() == before


def test_the_committed_notebook_is_rewritten_only_when_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    builder = _builder()
    monkeypatch.setattr(builder, "NOTEBOOK", tmp_path / "walkthrough.ipynb")
    assert builder.main(["--in-place"]) == 0
    assert _written(capsys) == tmp_path / "walkthrough.ipynb"
    assert builder.main(["-o", str(tmp_path / "mine.ipynb")]) == 0
    assert _written(capsys) == tmp_path / "mine.ipynb"
    with pytest.raises(SystemExit) as exc:
        builder.main(["--in-place", "-o", str(tmp_path / "x.ipynb")])
    assert exc.value.code == 2
