"""The FEVER environment: reading claims, knowledge bases, coin-flip answers, task detection, the
CLI, and the transfer comparison against HotpotQA on the shared data."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.exceptions import InputError
from uselessdetect.io import sample_fever_path
from uselessdetect.measure import analyze, compare, mean6, success_rates
from uselessdetect.sim import (
    FEVER_LABELS,
    HotpotEnv,
    claim_subject,
    detect_task,
    fever_knowledge_bases,
    knowledge_bases,
    load_fever_claims,
    load_records,
    simulate,
)


def _claims(n: int = 12) -> list[dict[str, str]]:
    return [
        {
            "id": str(100 + i),
            "claim": f"Thing{i} Corp is red .",
            "evidence": f"Thing{i} Corp paints everything red, says source {i}.",
            "label": FEVER_LABELS[i % 2],
        }
        for i in range(n)
    ]


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_reads_v01_and_v02_fields_and_restores_brackets(tmp_path: Path) -> None:
    v01 = {
        "id": "1",
        "label": "REFUTES",
        "claim": "A is B .",
        "evidence_sentence": "A -LRB- x -RRB-",
    }
    v02 = {
        "id": "2",
        "claim": "C is D .",
        "evidence": "C is D.",
        "gold_label": "SUPPORTS",
        "label": "SUPPORTS",
    }
    out = load_fever_claims([_write(tmp_path / "f.jsonl", [v01, v02])])
    assert out == [
        {"id": "1", "claim": "A is B .", "evidence": "A ( x )", "label": "REFUTES"},
        {"id": "2", "claim": "C is D .", "evidence": "C is D.", "label": "SUPPORTS"},
    ]


@pytest.mark.parametrize(
    ("row", "field"),
    [
        ({"id": "1", "evidence": "e", "label": "SUPPORTS"}, "claim"),
        ({"id": "1", "claim": "c", "label": "SUPPORTS"}, "evidence_sentence"),
        ({"id": "1", "claim": "c", "evidence": "e", "label": "MAYBE"}, "label"),
        ({"id": "1", "claim": "c", "evidence": "e", "gold_label": 3}, "gold_label"),
    ],
)
def test_bad_claim_names_file_line_and_field(tmp_path: Path, row: dict, field: str) -> None:
    good = {"id": "0", "claim": "c", "evidence": "e", "label": "REFUTES"}
    path = _write(tmp_path / "bad.jsonl", [good, row])
    with pytest.raises(InputError) as err:
        load_fever_claims([path])
    assert str(err.value).startswith(f"{path}:2: field `{field}`")


def test_duplicate_id_in_one_file_is_an_error(tmp_path: Path) -> None:
    row = {"id": "7", "claim": "c", "evidence": "e", "label": "REFUTES"}
    with pytest.raises(InputError, match=r":2: field `id`"):
        load_fever_claims([_write(tmp_path / "d.jsonl", [row, row])])


def test_subject_and_detection() -> None:
    assert claim_subject("Telemundo is a English-language television network .") == "Telemundo"
    assert claim_subject("Mary of Teck 's son never abdicated the throne .") == "Mary of Teck"
    assert detect_task({"claim": "x", "label": "SUPPORTS"}) == "fever"
    assert detect_task({"_id": "q", "question": "?", "context": []}) == "hotpotqa"
    assert detect_task(sample_fever_path()) == "fever"


def test_knowledge_base_holds_own_evidence_and_other_groups() -> None:
    claims = _claims(12)
    claims.append(
        {
            **claims[0],
            "id": "1000000002",
            "label": "SUPPORTS",
            "evidence": "Thing0 Corp paints nothing red.",
        }
    )  # counterpart of claim 100
    kbs = fever_knowledge_bases(claims, n_distractors=9)
    kb = kbs[0]
    assert kb.task == "fever" and kb.choices == FEVER_LABELS and kb.answer == "SUPPORTS"
    assert kb.gold_titles == ("Thing0 Corp",) and len(kb.titles) == 10
    assert "Thing0 Corp paints nothing red." not in " ".join(kb.texts)  # same group excluded
    assert kb.texts[kb.search("Thing0 Corp")] == kb.texts[0]
    assert kb.label(kb.texts[0]) == 0 and all(kb.label(t) == 1 for t in kb.texts[1:])


def test_success_is_the_gold_label_and_memory_is_a_coin_flip() -> None:
    kbs = fever_knowledge_bases(_claims(12))
    env = HotpotEnv(kbs[0], others=kbs)
    env.step("finish", "supports")
    assert env.correct_ is True
    env = HotpotEnv(kbs[0], others=kbs)
    env.step("finish", "REFUTES")
    assert env.correct_ is False
    # never holding evidence (persistent failure, forced answer): success ≈ p_memory + (1-p)/2
    eps = simulate(_claims(12) * 1, "clock", regimes="persistent", answer_at=1, p_memory=0.0)
    answers = [e.raw["answer"] for e in eps]
    assert set(answers) <= set(FEVER_LABELS)
    many = simulate(_claims(400), "clock", regimes="persistent", answer_at=1, p_memory=0.2)
    rate = np.mean([bool(e.correct) for e in many])
    assert abs(rate - (0.2 + 0.8 * 0.5)) < 4 * np.sqrt(0.24 / 400)


def test_cli_simulate_detects_fever_and_probe_runs(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "f.jsonl"
    res = runner.invoke(
        main, ["simulate", str(sample_fever_path()), "--limit", "20", "-o", str(out), "--json"]
    )
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert report["task"] == "fever" and report["episodes"] == 120
    first = json.loads(out.read_text().splitlines()[0])
    assert first["task"] == "fever" and first["gold_answer"] in FEVER_LABELS
    res = runner.invoke(
        main, ["probe", "--task", "fever", "--agent", "deadline", "--limit", "10", "--json"]
    )
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["follows_deadline"] is True


def test_missing_answer_names_file_and_line(tmp_path: Path) -> None:
    rec = {"_id": "a", "question": "q", "supporting_facts": [], "context": [["t", ["s."]]]}
    ok = {**rec, "_id": "b", "answer": "x"}
    path = _write(tmp_path / "noans.jsonl", [ok, rec])
    for cmd in ("simulate", "probe"):
        res = CliRunner().invoke(main, [cmd, str(path)])
        assert res.exit_code == 1
        assert f"{path}:2: field `answer`" in res.output, res.output
    listed = tmp_path / "noans.json"
    listed.write_text(json.dumps([ok, rec]))
    with pytest.raises(InputError, match=r"\(record a\): field `answer`"):
        load_records(listed)


def test_fever_gain_exceeds_hotpotqa_and_delta_signs_agree(shared_data: Path) -> None:
    from uselessdetect.io import load_hotpotqa

    path = shared_data / "hotpotqa" / "knowagent_train500_trainsplit.json"
    hotpot = knowledge_bases(list(load_hotpotqa([path]).values())[:200])
    fever = fever_knowledge_bases(
        load_records(shared_data / "fever" / "fever_symmetric_v0.2_dev.jsonl")[:200]
    )
    gains, signs = {}, {}
    for task, records in (("hotpotqa", hotpot), ("fever", fever)):
        runs = {g: simulate(records, "persistent", gate=g) for g in (None, "oracle")}
        res = compare({"unaided": runs[None], "gated": runs["oracle"]}, n_boot=200)
        gains[task] = res.comparisons[0]["mean6_gain"]
        assert gains[task]["estimate"] == pytest.approx(
            mean6(success_rates(runs["oracle"])) - mean6(success_rates(runs[None])), abs=1e-6
        )
        for agent in ("clock", "deadline"):
            for gate in (None, "oracle"):
                eps = simulate(records[:60], agent, gate=gate, k=3)
                d = analyze(eps, "oracle", n_boot=100, random_state=0).delta
                lo, hi = d.estimate.ci
                signs[task, agent, gate] = 1 if lo > 0 else -1 if hi < 0 else 0
    assert gains["fever"]["ci"][0] > gains["hotpotqa"]["estimate"] > 0
    for agent in ("clock", "deadline"):
        for gate in (None, "oracle"):
            assert signs["fever", agent, gate] == signs["hotpotqa", agent, gate]
        assert signs["fever", agent, "oracle"] == 1 and signs["fever", agent, None] == 0


def test_shared_fever_files_read_whole(shared_data: Path) -> None:
    for name in ("fever_symmetric_v0.1_full.jsonl", "fever_symmetric_v0.2_dev.jsonl"):
        path = shared_data / "fever" / name
        lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        claims = load_fever_claims([path])
        assert [c["id"] for c in claims] == [str(r["id"]) for r in lines]  # nothing dropped
        assert {c["label"] for c in claims} == set(FEVER_LABELS)
        assert detect_task(path) == "fever"


def test_wrong_task_is_a_clean_error() -> None:
    res = CliRunner().invoke(main, ["simulate", str(sample_fever_path()), "--task", "hotpotqa"])
    assert res.exit_code == 1 and "Traceback" not in res.output
    assert str(sample_fever_path()) in res.output and ":1: field `_id`" in res.output
