"""`uselessdetect data`: the bundled files, listed and copied byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.io import (
    sample_episodes_path,
    sample_fever_path,
    sample_hotpotqa_path,
    sample_real_runs_path,
)


def test_the_list_names_every_bundled_file_with_its_size() -> None:
    res = CliRunner().invoke(main, ["data", "--json"])
    assert res.exit_code == 0, res.output
    rows = {r["name"]: r for r in json.loads(res.stdout)}
    paths = {
        "episodes": sample_episodes_path(),
        "hotpotqa": sample_hotpotqa_path(),
        "fever": sample_fever_path(),
        "real-runs": sample_real_runs_path(),
    }
    assert set(rows) == set(paths)
    for name, path in paths.items():
        assert rows[name]["file"] == path.name and rows[name]["bytes"] == path.stat().st_size
    text = CliRunner().invoke(main, ["data"]).stdout
    assert all(name in text for name in paths) and "read by:" in text


def test_a_copy_is_the_bundled_file(tmp_path: Path) -> None:
    out = tmp_path / "sub" / "hp.json"
    res = CliRunner().invoke(main, ["data", "hotpotqa", "-o", str(out)])
    assert res.exit_code == 0, res.output
    assert out.read_bytes() == sample_hotpotqa_path().read_bytes()
    piped = CliRunner().invoke(main, ["data", "fever", "-o", "-"])
    assert piped.stdout == sample_fever_path().read_text(encoding="utf-8")


def test_bad_requests_say_what_to_do(tmp_path: Path) -> None:
    runner = CliRunner()
    no_out = runner.invoke(main, ["data", "episodes"])
    assert no_out.exit_code == 2 and "-o FILE" in no_out.output
    no_name = runner.invoke(main, ["data", "-o", str(tmp_path / "x")])
    assert no_name.exit_code == 2 and "NAME" in no_name.output
    unknown = runner.invoke(main, ["data", "samples"])
    assert unknown.exit_code == 2 and "episodes" in unknown.output
    onto = runner.invoke(main, ["data", "episodes", "-o", str(sample_episodes_path())])
    assert onto.exit_code == 1 and "refusing" in onto.output and "Traceback" not in onto.output
