"""Property-based (Hypothesis): random malformed records for every reader and command.

A valid file gets one random record broken — a required field dropped, a field of the wrong
type, a line that is not JSON, not an object or not UTF-8 — and every command that reads such
a file must exit 1 with one ``Error:`` line naming the file, the line and (for a field) the
field, print no traceback, and leave no output file. Valid files with random gaps must account
for every item: what was read plus what was skipped equals what the file holds.
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from uselessdetect.cli import main
from uselessdetect.corpus import hotpotqa_samples, knowagent_samples, load_fever, read_labeled
from uselessdetect.exceptions import InputError
from uselessdetect.io import Skipped, load_hotpotqa, read_episodes, read_knowagent, read_samples

SETTINGS = settings(
    max_examples=12,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

words = st.text(string.ascii_letters + " ", min_size=1, max_size=20).filter(str.strip)
WRONG = st.sampled_from([2.5, True, ["x"], {"a": 1}])  # wrong for every field we break


# ------------------------------------------------------------------ valid records
def sample(i: int) -> dict[str, Any]:
    return {"question": f"Q{i}?", "observation": f"Page {i}: text.", "label": i % 2}


def episode(i: int) -> dict[str, Any]:
    steps = [
        {"action": "search", "input": f"x{i}", "observation": "Could not find it.", "label": 1},
        {"action": "search", "input": f"y{i}", "observation": f"Page {i}: text.", "label": 0},
        {"action": "finish", "input": "a"},
    ]
    return {"id": f"e{i}", "question": f"Q{i}?", "budget": 8, "correct": True, "steps": steps}


def hotpot(i: int) -> dict[str, Any]:
    return {
        "_id": f"h{i}",
        "question": f"Which band did singer {i} form?",
        "answer": f"Band {i}",
        "supporting_facts": [[f"Singer {i}", 0], [f"Band {i}", 0]],
        "context": [
            [f"Singer {i}", [f"Singer {i} is a vocalist.", f" He formed Band {i}."]],
            [f"Band {i}", [f"Band {i} is a rock band."]],
            [f"Other {i}", [f"Other {i} is a city."]],
        ],
    }


def trajectory(i: int) -> dict[str, Any]:
    return {
        "question": f"Which band did singer {i} form?",
        "hotpot_id": f"h{i}",
        "correct": False,
        "steps": [
            {"thought": "t", "action": f"Search[Singer {i}]", "observation": "Could not find."},
            {"thought": "t", "action": "Finish[x]", "observation": "Answer is INCORRECT"},
        ],
    }


def fever(i: int) -> dict[str, Any]:
    return {
        "id": str(i),
        "claim": f"Claim {i}.",
        "evidence_sentence": f"Fact {i}.",
        "label": "SUPPORTS",
    }


# what a reader checks: (field path, break it by "drop" or by a wrong value)
FIELDS: dict[str, list[tuple[str, str]]] = {
    "samples": [("question", "drop"), ("observation", "drop"), ("question", "wrong"),
                ("observation", "wrong"), ("label", "wrong"), ("query", "wrong")],
    "episodes": [("id", "drop"), ("question", "drop"), ("steps", "drop"), ("steps", "wrong"),
                 ("steps[0].action", "drop"), ("steps[0].action", "wrong"),
                 ("steps[1].label", "wrong"), ("budget", "wrong"),
                 ("steps[0].judgments.lex.verdict", "wrong")],
    "hotpotqa": [("_id", "wrong"), ("question", "drop"), ("question", "wrong"),
                 ("context", "drop"), ("context", "wrong"), ("supporting_facts", "wrong"),
                 ("answer", "wrong")],
    "knowagent": [("question", "drop"), ("question", "wrong"), ("steps", "wrong"),
                  ("steps[0].observation", "wrong")],
    "fever": [("claim", "drop"), ("claim", "wrong"), ("evidence_sentence", "wrong")],
}  # fmt: skip
MAKERS: dict[str, Callable[[int], dict[str, Any]]] = {
    "samples": sample,
    "episodes": episode,
    "hotpotqa": hotpot,
    "knowagent": trajectory,
    "fever": fever,
}


def _set(rec: dict[str, Any], path: str, how: str, value: Any) -> None:
    """Drop or overwrite ``a.b[0].c`` in a record (creating the last level when absent)."""
    parts = path.replace("[", ".").replace("]", "").split(".")
    node: Any = rec
    for p in parts[:-1]:
        node = node[int(p)] if isinstance(node, list) else node.setdefault(p, {})
    if how == "drop":
        node.pop(parts[-1], None)
    else:
        node[parts[-1]] = value


@st.composite
def broken_file(draw: st.DrawFn, kind: str) -> tuple[list[bytes], int, str | None]:
    """JSON Lines of ``kind`` with one record broken: ``(lines, broken line, field or None)``."""
    n = draw(st.integers(3, 6))
    recs = [MAKERS[kind](i) for i in range(n)]
    at = draw(st.integers(0, n - 1))
    lines = [json.dumps(r).encode() for r in recs]
    how = draw(st.sampled_from(["field", "field", "field", "json", "array", "utf8"]))
    field: str | None = None
    if how == "field":
        field, mode = draw(st.sampled_from(FIELDS[kind]))
        _set(recs[at], field, mode, draw(WRONG))
        lines[at] = json.dumps(recs[at]).encode()
    elif how == "json":
        lines[at] = lines[at][: draw(st.integers(1, len(lines[at]) - 1))]
    elif how == "array":
        lines[at] = json.dumps([recs[at]]).encode()
    else:
        lines[at] = lines[at][:-2] + b"\xff" + lines[at][-2:]
    return lines, at + 1, field


def _field_named(field: str) -> str:
    """How an error names ``field`` (HotpotQA and KnowAgent stop at the top-level name)."""
    return field.split(".")[0] if field.startswith(("context", "supporting")) else field


# ------------------------------------------------------------------ commands per kind
COMMANDS: dict[str, list[list[str]]] = {
    "samples": [["evaluate", "{f}", "-d", "lexical"], ["train", "{f}", "-o", "{out}.joblib"]],
    "episodes": [
        ["score", "{f}", "-d", "lexical", "-o", "{out}.jsonl"],
        ["fit-k", "{f}", "--plot", "{out}.png"],
        ["analyze", "{f}", "-d", "oracle", "--json"],
        ["evaluate", "{f}", "-d", "lexical"],
    ],
    "hotpotqa": [
        ["corpus", "hotpotqa", "{f}", "-o", "{out}.jsonl"],
        ["simulate", "{f}", "--regimes", "clean", "-o", "{out}.jsonl"],
        ["probe", "{f}", "--json"],
        ["import", "knowagent", "{ka}", "--hotpotqa", "{f}", "-o", "{out}.jsonl"],
        ["evaluate", "{ka}", "--hotpotqa", "{f}", "-d", "lexical"],
    ],
    "knowagent": [
        ["import", "knowagent", "{f}", "-o", "{out}.jsonl"],
        ["corpus", "knowagent", "{f}", "--hotpotqa", "{hp}", "-o", "{out}.jsonl"],
    ],
    "fever": [["corpus", "fever", "{f}", "-o", "{out}.jsonl"]],
}
CASES = [(kind, cmd) for kind, cmds in COMMANDS.items() for cmd in cmds]


@pytest.mark.parametrize(
    ("kind", "cmd"),
    CASES,
    ids=[f"{k}:" + " ".join(a for a in c if not a.startswith(("{", "-"))) for k, c in CASES],
)
@SETTINGS
@given(data=st.data())
def test_a_broken_record_fails_cleanly(
    tmp_path_factory: pytest.TempPathFactory, kind: str, cmd: list[str], data: st.DataObject
) -> None:
    lines, line, field = data.draw(broken_file(kind))
    tmp = tmp_path_factory.mktemp(kind)
    path = tmp / f"in_{kind}.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    hp = tmp / "hp.jsonl"
    hp.write_text("".join(json.dumps(hotpot(i)) + "\n" for i in range(6)), encoding="utf-8")
    ka = tmp / "ka.jsonl"
    ka.write_text("".join(json.dumps(trajectory(i)) + "\n" for i in range(6)), encoding="utf-8")
    before = sorted(p.name for p in tmp.iterdir())
    args = [a.format(f=path, out=tmp / "out", hp=hp, ka=ka) for a in cmd]
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 1, (args, res.output)
    assert isinstance(res.exception, SystemExit)
    assert "Traceback" not in res.output
    errors = [x for x in res.stderr.splitlines() if x.startswith("Error:")]
    assert len(errors) == 1, res.stderr
    msg = errors[0]
    assert str(path) in msg and f":{line}:" in msg, (msg, line, field)
    if field is not None:
        assert f"`{_field_named(field)}" in msg, (msg, field)
    assert sorted(p.name for p in tmp.iterdir()) == before  # no output, no .part file


# ------------------------------------------------------------------ readers directly
READERS: dict[str, Callable[[Path], Any]] = {
    "samples": lambda p: list(read_samples(p)),
    "episodes": lambda p: list(read_episodes(p)),
    "hotpotqa": lambda p: load_hotpotqa([p]),
    "knowagent": lambda p: list(read_knowagent(p)),
    "fever": lambda p: load_fever([p]),
}


@pytest.mark.parametrize("kind", sorted(READERS))
@SETTINGS
@given(data=st.data())
def test_readers_raise_one_input_error_naming_line_and_field(
    tmp_path_factory: pytest.TempPathFactory, kind: str, data: st.DataObject
) -> None:
    lines, line, field = data.draw(broken_file(kind))
    path = tmp_path_factory.mktemp(kind) / "in.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    with pytest.raises(InputError) as err:
        READERS[kind](path)
    assert err.value.line == line and str(path) in str(err.value)
    if field is not None:
        assert (err.value.field or "").startswith(_field_named(field)), (err.value, field)


# ------------------------------------------------------------------ nothing lost
step_st = st.fixed_dictionaries(
    {"action": st.sampled_from(["search", "search", "lookup", "finish"])},
    optional={"observation": words, "label": st.sampled_from([0, 1, None]), "input": words},
)


@SETTINGS
@given(eps=st.lists(st.lists(step_st, max_size=6), min_size=1, max_size=8))
def test_episode_steps_read_plus_skipped_equal_steps(
    tmp_path_factory: pytest.TempPathFactory, eps: list[list[dict[str, Any]]]
) -> None:
    path = tmp_path_factory.mktemp("eps") / "e.jsonl"
    rows = [{"id": str(i), "question": "Q", "steps": s} for i, s in enumerate(eps)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    skipped = Skipped()
    got = read_labeled(path, labeled_only=True, skipped=skipped)
    calls = sum(1 for s in eps for x in s if x["action"] != "finish")
    assert len(got) + skipped.total() == calls
    assert len(got) == sum(
        1 for s in eps for x in s if x["action"] != "finish" and "observation" in x
        and x.get("label") is not None
    )  # fmt: skip


@SETTINGS
@given(
    ids=st.lists(st.sampled_from(["h0", "h1", "h2", "zz", None]), min_size=1, max_size=10),
    obs=st.lists(st.sampled_from(["Could not find.", None, "Singer 0 is a vocalist."]), min_size=1),
)
def test_knowagent_runs_and_steps_are_all_accounted_for(
    tmp_path_factory: pytest.TempPathFactory, ids: list[str | None], obs: list[str | None]
) -> None:
    tmp = tmp_path_factory.mktemp("ka")
    rows = []
    for i, hid in enumerate(ids):
        rec = trajectory(i % 3)
        rec["steps"][0]["observation"] = obs[i % len(obs)]
        if hid is None:
            del rec["hotpot_id"]
        else:
            rec["hotpot_id"] = hid
        rows.append(rec)
    path = tmp / "t.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    records = {f"h{i}": hotpot(i) for i in range(3)}
    unmatched = Skipped()
    eps = list(read_knowagent(path, records, unmatched=unmatched))
    assert len(eps) == len(rows)
    assert unmatched.total() == sum(1 for h in ids if h not in records)
    skipped = Skipped()
    samples = knowagent_samples(path, records, skipped=skipped)
    assert len(samples) + skipped.total() == len(rows)  # one search step per run


@SETTINGS
@given(
    support=st.lists(
        st.tuples(st.sampled_from(["Singer 0", "Band 0", "Nowhere"]), st.integers(0, 3)),
        min_size=1,
        max_size=5,
    )
)
def test_gold_pages_built_plus_skipped_equal_supporting_pages(
    support: list[tuple[str, int]],
) -> None:
    rec = hotpot(0) | {"supporting_facts": [list(x) for x in support]}
    skipped = Skipped()
    gold = hotpotqa_samples({"h0": rec, "h1": hotpot(1)}, kinds=["gold"], skipped=skipped)
    mine = [s for s in gold if s.source == "hotpotqa:h0"]
    titles = {t for t, _ in support}
    pages = skipped["supporting facts naming a page missing from the context"]
    pages += skipped["gold pages without a supporting sentence"]
    assert len(mine) + pages == len(titles)
