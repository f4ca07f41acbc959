"""Tests of the corpus builder: kinds, labels, formats, seeding, splits, and the CLI."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from click.testing import CliRunner

from uselessdetect import InputError, Sample
from uselessdetect.cli import main
from uselessdetect.corpus import (
    fever_samples,
    hotpotqa_samples,
    knowagent_samples,
    load_fever,
    question_key,
    read_labeled,
    split_by_question,
    split_groups,
)
from uselessdetect.exceptions import ConfigurationError


def _record(i: int) -> dict:
    return {
        "_id": f"q{i}",
        "question": f"Which town did founder {i} of Band {i} come from?",
        "supporting_facts": [[f"Band {i} (band)", 0], [f"Town {i}", 1]],
        "context": [
            [f"Band {i} (band)", [f"Band {i} is a rock band.", f" It was founded by Ann {i}."]],
            [f"Town {i}", [f"Town {i} is a town.", f" Ann {i} was born there."]],
            [f"Other {i}", [f"Other {i} is a river."]],
            [f"Only {i}", [f"Only {i} is a lake."]],
        ],
    }


RECORDS = {f"q{i}": _record(i) for i in range(30)}


def test_hotpotqa_kinds_labels_and_format() -> None:
    out = [s for s in hotpotqa_samples(RECORDS) if s.source == "hotpotqa:q3"]
    by = {(s.kind, s.query): s for s in out}
    assert Counter(s.kind for s in out) == {
        "gold": 2,
        "injected": 2,
        "plausible": 2,
        "answerless": 2,
    }
    gold = by[("gold", "Band 3")]  # qualifier "(band)" stripped from the query
    assert gold.observation == "Band 3 (band): Band 3 is a rock band. It was founded by Ann 3."
    assert gold.label == 0
    assert by[("answerless", "Band 3")].observation == "Band 3 (band): It was founded by Ann 3."
    assert by[("answerless", "Town 3")].observation == "Town 3: Town 3 is a town."
    assert by[("plausible", "Town 3")].observation.split(":")[0] in {"Other 3", "Only 3"}
    injected = by[("injected", "Town 3")]
    assert not injected.observation.endswith(" 3.")  # another question's paragraph
    assert all(s.label == 1 for s in out if s.kind != "gold")


def _record_wide(i: int) -> dict:
    rec = _record(i)
    rec["context"] += [[f"Extra {i}-{j}", [f"Extra {i}-{j} is a hill."]] for j in range(4)]
    return rec


def test_plausible_per_page_adds_distinct_own_distractors() -> None:
    recs = {f"q{i}": _record_wide(i) for i in range(10)}
    one = hotpotqa_samples(recs)
    three = hotpotqa_samples(recs, plausible_per_page=3)
    every = hotpotqa_samples(recs, plausible_per_page=8)  # more than the 6 distractors
    # raising it only adds plausible samples: the draws at 1 are unchanged
    assert [s for s in three if s.kind != "plausible"] == [s for s in one if s.kind != "plausible"]
    assert {s.to_dict().__repr__() for s in one} <= {s.to_dict().__repr__() for s in three}
    for out, per_page in ((one, 1), (three, 3), (every, 6)):
        pla = [s for s in out if s.kind == "plausible" and s.source == "hotpotqa:q4"]
        by_query: dict[str, list[str]] = {}
        for s in pla:
            by_query.setdefault(s.query, []).append(s.observation.split(":")[0])
        assert sorted(by_query) == ["Band 4", "Town 4"]
        distractors = {"Other 4", "Only 4"} | {f"Extra 4-{j}" for j in range(4)}
        for titles in by_query.values():
            assert len(titles) == len(set(titles)) == per_page  # distinct, as many as asked
            assert set(titles) <= distractors  # the question's own, never a gold page
        assert all(s.label == 1 for s in pla)
    assert hotpotqa_samples(recs, plausible_per_page=3, random_state=0) == three
    for bad in (0, -1, True, 1.5):
        with pytest.raises(ConfigurationError, match="plausible_per_page"):
            hotpotqa_samples(recs, plausible_per_page=bad)


def test_corpus_cli_plausible_per_page(tmp_path) -> None:
    f = tmp_path / "hp.json"
    f.write_text(json.dumps([_record_wide(i) for i in range(6)]))
    out = tmp_path / "out.jsonl"
    res = CliRunner().invoke(
        main, ["corpus", "hotpotqa", str(f), "-o", str(out), "--plausible-per-page", "2"]
    )
    assert res.exit_code == 0, res.output
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert Counter(r["kind"] for r in rows)["plausible"] == 6 * 2 * 2


def test_answerless_only_where_something_remains() -> None:
    rec = _record(0)
    rec["supporting_facts"] = [["Only 0", 0]]
    out = hotpotqa_samples({"q0": rec, "q1": _record(1)}, kinds=["answerless"])
    assert not [s for s in out if s.source == "hotpotqa:q0"]


def test_hotpotqa_seeded_and_order_free() -> None:
    a = hotpotqa_samples(RECORDS, random_state=1)
    b = hotpotqa_samples(dict(reversed(list(RECORDS.items()))), random_state=1)
    c = hotpotqa_samples(RECORDS, random_state=2)
    assert a == b
    assert a != c


def test_hotpotqa_files_dedupe_ids(tmp_path) -> None:
    (tmp_path / "a.json").write_text(json.dumps([_record(0), _record(1)]))
    (tmp_path / "b.json").write_text(json.dumps([_record(1), _record(2)]))
    out = hotpotqa_samples([tmp_path / "a.json", tmp_path / "b.json"])
    assert Counter(s.source for s in out if s.kind == "gold") == {
        "hotpotqa:q0": 2,
        "hotpotqa:q1": 2,
        "hotpotqa:q2": 2,
    }


def test_bad_kinds_rejected() -> None:
    with pytest.raises(ConfigurationError, match="kinds must be among"):
        hotpotqa_samples(RECORDS, kinds=["gold", "nonsense"])


def test_fever_formats_and_groups(tmp_path) -> None:
    v1 = tmp_path / "v1.jsonl"
    v1.write_text(
        "\n".join(
            json.dumps(r)
            for r in [
                {
                    "id": "11",
                    "claim": "A -LRB- x -RRB- is red .",
                    "evidence_sentence": "A -LRB- x -RRB- is red .",
                },
                {
                    "id": "110000002",
                    "claim": "A is blue .",
                    "evidence_sentence": "A -LRB- x -RRB- is red .",
                },
                {
                    "id": "12",
                    "claim": "B is a car .",
                    "evidence_sentence": "B is a car made in Spain .",
                },
            ]
        )
    )
    v2 = tmp_path / "v2.jsonl"
    v2.write_text(json.dumps({"id": "13", "claim": "C sings .", "evidence": "C is a singer ."}))
    pairs = load_fever([v1, v2])
    assert [p["evidence"] for p in pairs][0] == "A ( x ) is red ."
    out = fever_samples(pairs, random_state=0)
    assert {s.source for s in out} == {"fever:11", "fever:12", "fever:13"}
    for s in out:
        assert s.query == ""
        if s.kind == "injected":  # never the evidence of the same group
            own = {p["evidence"] for p in pairs if p["claim"] == s.question}
            assert s.observation not in own


def test_fever_bad_record_names_line(tmp_path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"claim": "x", "evidence_sentence": "y"}\n{"claim": "x"}\n')
    with pytest.raises(InputError, match=r"bad.jsonl:2: field `evidence_sentence`"):
        load_fever([bad])


def test_split_keeps_questions_together() -> None:
    X = hotpotqa_samples(RECORDS) + [
        Sample("Q", "O", source=f"knowagent:q{i}/D0#1") for i in range(30)
    ]
    train, test = split_by_question(X, test_size=0.3, random_state=0)
    assert train and test
    assert not {question_key(s) for s in train} & {question_key(s) for s in test}
    # the real steps of a question land on the same side as its synthetic samples
    test_keys = {question_key(s) for s in test if s.source.startswith("hotpotqa")}
    assert {question_key(s) for s in test if s.source.startswith("knowagent")} == test_keys
    with pytest.raises(ConfigurationError):
        split_by_question(X, test_size=1.5)


def _norm(text: str) -> str:
    return " ".join(text.lower().replace(" .", ".").split())


def _fever_leaks(train: list[Sample], test: list[Sample]) -> tuple[set[str], set[str]]:
    """Normalised claims and own (gold) evidence sentences found on both sides."""

    def parts(side: list[Sample]) -> tuple[set[str], set[str]]:
        fever = [s for s in side if s.source.startswith("fever:")]
        return {_norm(s.question) for s in fever}, {
            _norm(s.observation) for s in fever if s.label == 0
        }

    (c1, e1), (c2, e2) = parts(train), parts(test)
    return c1 & c2, e1 & e2


def test_fever_split_keeps_shared_claims_and_evidence_together() -> None:
    pairs = []
    for i in range(200):  # chains: claim shared with the next id, evidence with the one after
        pairs.append(
            {"id": str(3 * i), "claim": f"Thing {i} is red .", "evidence": f"T{i} is red."}
        )
        pairs.append({"id": str(3 * i + 1), "claim": f"Thing {i} is RED.", "evidence": f"E{i}."})
        pairs.append({"id": str(3 * i + 2), "claim": f"Other {i} is blue.", "evidence": f"E{i}."})
    X = fever_samples(pairs) + [Sample("Q", "O", source=f"hotpotqa:h{i}") for i in range(50)]
    keys = split_groups(X)
    assert len(set(keys)) == 200 + 50  # one group per chain, HotpotQA untouched
    assert keys[-50:] == [question_key(s) for s in X[-50:]]
    train, test = split_by_question(X, test_size=0.3, random_state=0)
    assert train and test
    assert _fever_leaks(train, test) == (set(), set())
    # without grouping, the chains would straddle the split
    by_id_test = [s for s in X if _side_by_id(s, 0.3)]
    by_id_train = [s for s in X if not _side_by_id(s, 0.3)]
    assert _fever_leaks(by_id_train, by_id_test) != (set(), set())


def _side_by_id(s: Sample, test_size: float) -> bool:
    from uselessdetect.corpus._split import _side

    return _side(question_key(s), "0") < test_size


def test_hotpotqa_and_real_sides_do_not_depend_on_fever() -> None:
    hp = hotpotqa_samples(RECORDS) + [
        Sample("Q", "O", source=f"knowagent:q{i}/D0#1") for i in range(30)
    ]
    fever = fever_samples(
        [{"id": str(i), "claim": "A is red.", "evidence": "A."} for i in range(9)]
    )
    alone = split_by_question(hp, test_size=0.3)
    mixed = split_by_question(fever + hp, test_size=0.3)
    assert [s for s in mixed[1] if s in hp] == alone[1]


@pytest.mark.shared_data
def test_real_fever_split_has_no_leak(shared_data) -> None:
    pairs = load_fever(sorted((shared_data / "fever").glob("*.jsonl")))
    X = fever_samples(pairs)
    train, test = split_by_question(X, test_size=0.2, random_state=0)
    assert 0.1 < len(test) / len(X) < 0.3
    assert _fever_leaks(train, test) == (set(), set())


def test_read_labeled_episodes(tmp_path) -> None:
    ep = {
        "id": "e1",
        "question": "Q?",
        "steps": [
            {"action": "search", "input": "A", "observation": "x", "label": 1},
            {"action": "search", "input": "B", "observation": "y"},
            {"action": "finish", "input": "z"},
        ],
    }
    path = tmp_path / "ep.jsonl"
    path.write_text(json.dumps(ep) + "\n")
    assert [s.label for s in read_labeled(path)] == [1, None]
    assert [s.query for s in read_labeled(path, labeled_only=True)] == ["A"]


def test_cli_corpus_split(tmp_path) -> None:
    src = tmp_path / "hp.json"
    src.write_text(json.dumps(list(RECORDS.values())))
    out, test = tmp_path / "train.jsonl", tmp_path / "test.jsonl"
    res = CliRunner().invoke(
        main,
        [
            "corpus",
            "hotpotqa",
            str(src),
            "-o",
            str(out),
            "--test-size",
            "0.3",
            "--test-out",
            str(test),
        ],
    )
    assert res.exit_code == 0, res.output
    a, b = read_labeled(out), read_labeled(test)
    assert len(a) + len(b) == len(hotpotqa_samples(RECORDS))
    assert not {question_key(s) for s in a} & {question_key(s) for s in b}
    res = CliRunner().invoke(
        main, ["corpus", "hotpotqa", str(src), "-o", str(out), "--test-size", "0.3"]
    )
    assert res.exit_code != 0 and "--test-out" in res.output


@pytest.mark.shared_data
def test_real_data_corpus(shared_data) -> None:
    files = sorted((shared_data / "hotpotqa").glob("*.json"))
    out = hotpotqa_samples(files)
    questions = {s.source for s in out}
    assert len(questions) == 898  # 900 records, two ids repeat (MANIFEST)
    kinds = Counter(s.kind for s in out)
    assert kinds["gold"] == kinds["injected"]
    assert kinds["plausible"] <= kinds["gold"] and kinds["answerless"] < kinds["gold"]
    for s in out:
        if s.kind in ("gold", "answerless"):
            assert s.observation.startswith(s.query)
    real = knowagent_samples(
        shared_data / "trajectories" / "knowagent_hotpotqa_trajs.jsonl",
        [shared_data / "hotpotqa" / "knowagent_train500_trainsplit.json"],
    )
    assert {s.label for s in real} == {0, 1} and all(s.kind == "real" for s in real)


@pytest.mark.parametrize("seed", [1, 2])
def test_cli_corpus_seed_reaches_the_sampler(tmp_path, seed) -> None:
    src = tmp_path / "hp.json"
    src.write_text(json.dumps(list(RECORDS.values())))
    out = tmp_path / "out.jsonl"
    res = CliRunner().invoke(
        main, ["corpus", "hotpotqa", str(src), "-o", str(out), "--seed", str(seed)]
    )
    assert res.exit_code == 0, res.output
    assert read_labeled(out) == hotpotqa_samples(RECORDS, random_state=seed)
