"""`train` prints its validation block with each row under the group it belongs to."""

from __future__ import annotations

from typing import Any

import pytest

from uselessdetect.cli._train_semantic import echo_validation


def test_a_kind_and_a_rendering_of_one_name_are_told_apart(
    capsys: pytest.CaptureFixture[Any],
) -> None:
    row = {"n": 27, "useless_rate": 1.0}
    v = {
        "cutoff": 0.5,
        "auc": 0.9,
        "useful_recall": 0.9,
        "useless_recall": 0.9,
        "per_kind": {"failure": row, "gold": {"n": 10, "useless_rate": 0.1}},
        "per_rendering": {"failure": row, "page": {"n": 5, "useless_rate": 0.2}},
    }
    echo_validation(v)
    lines = capsys.readouterr().out.splitlines()
    kinds, renderings = lines.index("  per kind:"), lines.index("  per rendering:")
    assert kinds < renderings
    assert [ln.split()[0] for ln in lines[kinds + 1 : renderings]] == ["failure", "gold"]
    assert [ln.split()[0] for ln in lines[renderings + 1 :]] == ["failure", "page"]
