"""Tests of the shaped corpus: search-tool renderings, their labels, seeding and the split."""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest
from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.corpus import (
    SHAPED_KINDS,
    default_corpus,
    fever_shaped_samples,
    question_key,
    render_samples,
    shaped_corpus,
    shaped_samples,
)
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.shapes import parse_result


def _record(i: int) -> dict:
    return {
        "_id": f"q{i}",
        "question": f"Which town did founder {i} of Band {i} come from?",
        "supporting_facts": [[f"Band {i} (band)", 1], [f"Town {i}", 1]],
        "context": [
            [f"Band {i} (band)", [f"Band {i} is a rock band.", f" It was founded by Ann {i}."]],
            [f"Town {i}", [f"Town {i} is a town in Kent.", f" Ann {i} was born there in 1950."]],
            *[[f"Other {i} {j}", [f"Other {i} {j} is a river in Spain."]] for j in range(8)],
        ],
    }


RECORDS = {f"q{i}": _record(i) for i in range(30)}
READ_AS = {"listing": "listing", "toc": "listing", "section": "prose", "websearch": "listing"}
PAIRS = [
    {"id": str(i), "claim": f"Thing {i} is red.", "evidence": f"Thing {i} is a red fruit."}
    for i in range(20)
]


def _titles(sample) -> list[str]:
    """The page titles a listing, web search or table of contents names."""
    text = sample.observation
    if text.startswith("["):
        items = json.loads(text)
        return [it.get("page", it.get("title", "")) for it in items]
    if text.startswith(("Sections of", "# ")):
        head = text.splitlines()[0]
        return [re.sub(r'^(Sections of "|# )|" \(id \d+\):$', "", head)]
    return [re.sub(r"^\d+\. | \(id \d+\)$", "", ln) for ln in text.splitlines()]


def _gold(sample) -> set[str]:
    return {t for t, _ in RECORDS[sample.source.split(":")[1]]["supporting_facts"]}


def test_every_kind_is_built_and_labeled_by_its_table() -> None:
    out = shaped_samples(RECORDS)
    assert set(Counter(s.kind for s in out)) == set(SHAPED_KINDS)
    assert all(s.label == SHAPED_KINDS[s.kind] for s in out)
    assert all(s.question and s.query and s.source.startswith("hotpotqa:") for s in out)


def test_same_seed_same_samples_other_seed_other_draws() -> None:
    a, b = shaped_samples(RECORDS), shaped_samples(dict(reversed(list(RECORDS.items()))))
    assert a == b  # input order does not matter either
    assert shaped_samples(RECORDS, random_state=1) != a


def test_a_question_does_not_depend_on_the_others() -> None:
    alone = shaped_samples(RECORDS, shapes=["toc", "section", "record"])
    fewer = shaped_samples(
        {k: RECORDS[k] for k in ("q3", "q4")}, shapes=["toc", "section", "record"]
    )
    assert [s for s in alone if s.source == "hotpotqa:q3"] == [
        s for s in fewer if s.source == "hotpotqa:q3"
    ]


def test_every_rendering_reads_as_its_shape() -> None:
    out = shaped_samples(RECORDS) + fever_shaped_samples(PAIRS)
    for s in out:
        want = READ_AS.get(s.kind.split("/")[0], "record")
        assert parse_result(s.observation).kind == want, (s.kind, s.observation)


def test_gold_lists_name_a_gold_page_dead_ends_none() -> None:
    out = shaped_samples(RECORDS, shapes=["listing", "websearch", "toc"])
    for s in out:
        titles, gold = _titles(s), _gold(s)
        if s.kind.startswith(("listing", "websearch")):
            assert len(titles) >= (10 if s.kind.startswith("listing") else 5)
        if s.label == 0:
            assert gold & set(titles), s.observation
        else:
            assert not gold & set(titles), s.observation


def test_sections_hold_or_lack_the_supporting_sentences() -> None:
    for s in shaped_samples(RECORDS, shapes=["section", "record"]):
        i = s.source.split("q")[-1]
        support = {f"Ann {i} was born there in 1950.", f"It was founded by Ann {i}."}
        holds = any(x in s.observation.replace("[[", "").replace("]]", "") for x in support)
        assert holds == (s.kind.endswith("/gold")), s.observation
        if s.kind.startswith("section"):
            assert s.observation.startswith("Revision as of ")
            assert "'''" in s.observation


def test_fever_gold_results_hold_the_claims_evidence() -> None:
    out = fever_shaped_samples(PAIRS)
    assert Counter(s.kind for s in out) == {"websearch/gold": 20, "websearch/dead_end": 20}
    for s in out:
        own = PAIRS[int(s.source.split(":")[1])]["evidence"]
        snippets = [r["snippet"] for r in json.loads(s.observation)]
        assert (own in snippets) == (s.label == 0)


def test_renderings_keep_shaped_samples_as_given() -> None:
    shaped = shaped_samples(RECORDS, shapes=["listing"])[:4]
    out, how = render_samples(shaped, per_sample=2)
    assert out == shaped and how == ["shaped"] * 4


def test_bad_shapes_are_refused() -> None:
    with pytest.raises(ConfigurationError, match="shapes must be among"):
        shaped_samples(RECORDS, shapes=["table"])


def test_cli_writes_the_shaped_samples(tmp_path) -> None:
    src = tmp_path / "hp.json"
    src.write_text(json.dumps(list(RECORDS.values())))
    out = tmp_path / "shaped.jsonl"
    res = CliRunner().invoke(
        main, ["corpus", "shaped", str(src), "--shapes", "listing,toc", "-o", str(out), "--json"]
    )
    assert res.exit_code == 0, res.output
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert {r["kind"] for r in rows} == {
        "listing/gold",
        "listing/dead_end",
        "toc/gold",
        "toc/other",
    }
    assert json.loads(res.stdout)["samples"] == len(rows)


@pytest.mark.slow
def test_held_out_questions_are_the_page_corpus_ones(shared_data) -> None:
    train, test = shaped_corpus(shared_data)
    _, pages_test = default_corpus(shared_data)
    held = {question_key(s) for s in pages_test}
    assert {question_key(s) for s in test} <= held
    assert not {question_key(s) for s in train} & held
    hp_held = {question_key(s) for s in pages_test if (s.source or "").startswith("hotpotqa:")}
    assert hp_held <= {question_key(s) for s in test}
    rng = random.Random(0)
    for s in rng.sample(test, 200):
        want = READ_AS.get(s.kind.split("/")[0], "record")
        assert parse_result(s.observation).kind == want
