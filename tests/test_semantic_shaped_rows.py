"""Shaped training rows for the semantic cross-encoder (``train --shapes``): what the model is
shown is what the shipped detector feeds it, the held-out questions stay out, and the options
are refused where they would be ignored. None of this needs torch."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from click.testing import CliRunner

from uselessdetect import Sample
from uselessdetect.cli import main
from uselessdetect.corpus import default_corpus, render_samples
from uselessdetect.detectors._semantic_shapes import texts_of
from uselessdetect.detectors._semantic_train import _rows, shaped_rows


def test_shaped_rows_are_the_texts_the_detector_reads(shared_data: Path) -> None:
    rows = shaped_rows(shared_data, ["section", "record"])
    kinds = Counter(s.kind for s in rows)
    assert set(kinds) == {
        "section/gold", "section/answerless", "section/other", "record/gold", "record/other",
    }  # fmt: skip
    for s in random.Random(0).sample(rows, 200):
        # a second read of the row gives the row back: it is the model's input, not raw JSON
        assert texts_of(s) == [s.observation], s.kind
    records = [s for s in rows if s.kind.startswith("record/")]
    assert all(not s.observation.lstrip().startswith("{") for s in records)
    assert all(s.observation.startswith("title: ") for s in records)
    # the wrong page comes under its own title's query, not the gold page's
    other = [s for s in rows if s.kind == "record/other"]
    assert all(s.observation.startswith(f"title: {s.query}") for s in other[:50])


def test_shaped_rows_keep_the_held_out_questions_out(shared_data: Path) -> None:
    _, held = default_corpus(shared_data)
    held_sources = {s.source for s in held if (s.source or "").startswith("hotpotqa:")}
    rows = shaped_rows(shared_data, ["section"])
    assert rows and not {s.source for s in rows} & held_sources


def test_max_samples_draws_a_seeded_subset(shared_data: Path) -> None:
    every = shaped_rows(shared_data, ["record"])
    some = shaped_rows(shared_data, ["record"], max_samples=100)
    again = shaped_rows(shared_data, ["record"], max_samples=100)
    assert len(some) == 100 and some == again
    assert {s.observation for s in some} <= {s.observation for s in every}
    assert shaped_rows(shared_data, ["record"], max_samples=10**6) == every


def test_shaped_rows_appear_once_pages_are_rendered() -> None:
    page = Sample("Who?", "Ann: Ann is a poet.", label=0, kind="gold", source="hotpotqa:1",
                  query="Ann")  # fmt: skip
    shaped = Sample("Who?", "title: Bo; extract: Bo is a city.", label=1, kind="record/other",
                    source="hotpotqa:1", query="Bo")  # fmt: skip
    rows = _rows([page, shaped], 2, True, 0, render_samples)
    alone = _rows([page], 2, True, 0, render_samples)
    assert len(alone) > 1  # the page as given and rendered
    # the shaped sample once, as given, not again as its own "rendering"; the page's rows alike
    assert rows == [page, shaped, *alone[1:]]


def test_shapes_options_are_refused_where_they_would_be_ignored(tmp_path: Path) -> None:
    f = tmp_path / "s.jsonl"
    f.write_text(json.dumps({"question": "Q?", "observation": "x", "label": 0}) + "\n")
    out = str(tmp_path / "m.onnx")
    runner = CliRunner()
    res = runner.invoke(main, ["train", str(f), "-o", out, "--detector", "semantic",
                               "--shapes", "section"])  # fmt: skip
    assert res.exit_code == 2 and "give --data DIR and --detector semantic" in res.output
    res = runner.invoke(main, ["train", "--data", str(tmp_path), "-o", str(tmp_path / "m.npz"),
                               "--shapes", "record"])  # fmt: skip
    assert res.exit_code == 2 and "give --data DIR and --detector semantic" in res.output
    res = runner.invoke(main, ["train", "--data", str(tmp_path), "-o", out, "--detector",
                               "semantic", "--max-shaped", "10"])  # fmt: skip
    assert res.exit_code == 2 and "give --shapes" in res.output
    res = runner.invoke(main, ["train", "--data", str(tmp_path), "-o", out, "--detector",
                               "semantic", "--shapes", "listing"])  # fmt: skip
    assert res.exit_code == 2 and "'listing' is not one of" in res.output
