"""Plots: drawn without switching the user's backend; a clear error when matplotlib is missing."""

from __future__ import annotations

import sys

import pytest

from uselessdetect import MissingDependencyError
from uselessdetect._plot import new_figure
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
