"""Plots: drawn without switching the user's backend; a clear error when matplotlib is missing."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from uselessdetect import ConfigurationError, MissingDependencyError
from uselessdetect._plot import new_figure, save_figure
from uselessdetect.fit import KFitter


def test_missing_matplotlib_names_the_extra(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)  # import fails
    with pytest.raises(MissingDependencyError, match=r"uselessdetect\[plot\]"):
        new_figure((3, 2))
    fitter = KFitter(mode="parametric", tpr=1.0, fpr=0.0, price=0.01).fit()
    with pytest.raises(MissingDependencyError):
        fitter.plot(tmp_path / "k.png")


def test_plot_leaves_the_backend_alone(tmp_path) -> None:  # type: ignore[no-untyped-def]
    matplotlib = pytest.importorskip("matplotlib")
    before = matplotlib.get_backend()
    fitter = KFitter(mode="parametric", tpr=1.0, fpr=0.0, price=0.01).fit()
    out = fitter.plot(tmp_path / "k.png")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert matplotlib.get_backend() == before


def test_save_figure_refuses_an_unknown_suffix_and_a_failed_save_leaves_the_old_file(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("matplotlib")
    fig = new_figure((2, 2))
    with pytest.raises(ConfigurationError, match=r"matplotlib cannot write \.xyz figures"):
        save_figure(fig, tmp_path / "f.xyz")
    assert list(tmp_path.iterdir()) == []
    out = save_figure(fig, tmp_path / "f.svg")  # the format comes from the suffix
    assert out == tmp_path / "f.svg" and b"<svg" in out.read_bytes()[:400]
    assert save_figure(fig, os.devnull) == Path(os.devnull)  # a device: PNG, in place
    before = out.read_bytes()

    def half_then_fail(fh, **kwargs):  # type: ignore[no-untyped-def]
        fh.write(b"<svg half")
        raise RuntimeError("drawing failed")

    monkeypatch.setattr(fig, "savefig", half_then_fail)
    with pytest.raises(RuntimeError, match="drawing failed"):
        save_figure(fig, out)
    assert out.read_bytes() == before  # untouched, and no .part file left beside it
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.svg"]
