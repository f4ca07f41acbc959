"""The `default` detector: each shape read the way design §3.4 says; lexical reads shapes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests._bench import import_benchmark

from uselessdetect import Sample, make_detector

Q = "Which city hosts the Dune film premiere?"


def judge(obs: str, query: str = "", earlier: tuple[str, ...] = ()) -> str:
    det = make_detector("default").fit([])
    return det.judge(Sample(Q, obs, query=query, earlier=earlier)).verdict.value


@pytest.mark.parametrize(
    ("obs", "expected"),
    [
        ('{"error": "quota exceeded"}', "useless"),
        ("No results found.", "useless"),
        ("[]", "useless"),
        ("", "unknown"),
        ('{"status": "ok"}', "unknown"),
        ("<returncode>0</returncode>\n<output>\n</output>", "unknown"),
        ("<returncode>1</returncode>\n<output>\nFAILED test_a\n</output>", "useful"),
        ('{"reservation_id": "X1", "origin": "JFK"}', "useful"),
        ("id,name,city\n1,a,x\n2,b,y\n3,c,z", "useful"),
        ("1. Weather in Oslo today\n2. Premiere of Dune in London city\n3. Cats", "useful"),
        # a list of names (titles, sections): useful when one matches, else too thin to say
        ("1. Weather in Oslo today\n2. Recipes for soup\n3. Cats and dogs", "unknown"),
        ("1. Suda (id 3)\n2. Dune (2021 film) (id 9)\n3. Cats (id 4)", "useful"),
        ('Sections of "Dune (2021 film)":\n1. Plot\n2. Cast\n3. Release', "useful"),
        ('Sections of "Cats (musical)":\n1. Plot\n2. Cast\n3. Release', "unknown"),
        # a listing whose items say more than names is read item by item
        (
            "1. Weather in Oslo today is mild with light rain expected in the evening hours\n"
            "2. Recipes for a warm vegetable soup with carrots, leeks and fresh herbs\n"
            "3. Cats and dogs: how to keep two pets happy in one small apartment",
            "useless",
        ),
        ("The Dune film premiere took place in London, the host city.", "useful"),
        ("Bananas are rich in potassium.", "useless"),
    ],
)
def test_each_shape(obs: str, expected: str) -> None:
    assert judge(obs) == expected


def test_a_repeat_is_useless_whatever_its_shape() -> None:
    record = '{"reservation_id": "X1", "origin": "JFK", "destination": "SEA"}'
    assert judge(record, earlier=(record,)) == "useless"
    assert judge("Saved.", earlier=("Saved.",)) == "unknown"


def test_a_one_word_query_says_nothing_of_the_result() -> None:
    page = "The Dune film premiere took place in London, the host city."
    assert judge(page, query="B0978P4L31") == "useful"
    lexical = make_detector("lexical").fit([])
    assert lexical.judge(Sample(Q, page, query="B0978P4L31")).verdict.value == "useless"


def test_relevance_cutoff_is_checked_and_labels_tune_it() -> None:
    with pytest.raises(Exception, match="relevance_cutoff must be a number"):
        make_detector("default", relevance_cutoff=1.5).fit([])
    assert make_detector("default").fit([]).lexical_.cutoff_ == 0.8
    X = [Sample(Q, "Dune premiere city London.", label=0), Sample(Q, "Bananas.", label=1)]
    assert make_detector("default").fit(X).lexical_.cutoff_ != 0.8


def test_lexical_reads_a_listing_by_its_best_item_and_a_record_by_its_values() -> None:
    lexical = make_detector("lexical").fit([])
    best = "Premiere of the Dune film in London city"
    listing = f"1. Weather in Oslo\n2. {best}\n3. Recipes for soup"
    assert lexical.judge(Sample(Q, listing)).score == lexical.judge(Sample(Q, "2. " + best)).score
    record = json.dumps({"film": "Dune", "event": "premiere", "city": "London"})
    assert (
        lexical.judge(Sample(Q, record)).score
        == lexical.judge(Sample(Q, "Dune premiere London")).score
    )


def test_bench_shapes_replays_through_the_replay_command_s_definitions(tmp_path: Path) -> None:
    """bench_shapes counts "stopped" and "cut" as `replay` does: each tool its own source."""
    bench = import_benchmark("bench_shapes")
    rows = []
    for run_id, tools, ok in (("s", "aaaa", 1.0), ("f", "aaaaba", 0.0)):
        for tool in tools:
            rows.append({"source": "x", "run_id": run_id, "task": "Find the Dune premiere city",
                         "tool": f"search_{tool}", "args": {"q": "x"}, "result": "No results.",
                         "outcome": {"reward": ok}})  # fmt: skip
    path = tmp_path / "runs.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    got = bench.measure_source(path)["detectors"]["default"]
    # s: search_a trips at call 3, call 4 blocked: stopped; f: trips at call 3, calls 4-6 cut
    assert got["stops_successful"] == 1.0 and got["cuts_looping"] == 0.5


@pytest.mark.shared_data
def test_default_stops_few_successful_real_runs(shared_data: Path) -> None:
    from uselessdetect.io import read_real_runs
    from uselessdetect.measure import replay_outcomes

    path = shared_data / "real_runs" / "tau_bench_airline.jsonl"
    runs = list(read_real_runs(path))[:60]
    rep = replay_outcomes(runs, "default", k=3, n_boot=0)
    assert rep.overall["success_stopped"]["share"].estimate <= 0.05


MODULE = '''"""Replay a gate."""
from __future__ import annotations

import json


def read(path):
    with open(path) as fh:
        return [json.loads(line) for line in fh]


class Replay:
    def __init__(self, k=3):
        self.k = k
'''
CONFIG = "[project]\nname = 'tool'\nversion = '1.0'\ndependencies = [\n    'numpy',\n]\n"


@pytest.mark.parametrize("text", [MODULE, CONFIG])
def test_a_files_code_or_configuration_is_data_not_a_page_of_words(text: str) -> None:
    """A read_file tool's answer shares few words with the task: it is still what was asked."""
    assert judge(text) == "useful"
    assert judge(text, earlier=(text,)) == "useless"  # the same file again brings nothing new


def test_no_bundled_page_or_real_result_reads_as_code() -> None:
    from uselessdetect.io import read_real_runs, sample_hotpotqa_path, sample_real_runs_path
    from uselessdetect.shapes import parse_result
    from uselessdetect.shapes._source import looks_like_source

    records = json.loads(Path(sample_hotpotqa_path()).read_text(encoding="utf-8"))
    pages = [" ".join(sents) for r in records for _, sents in r["context"]]
    assert pages and not any(looks_like_source(p) for p in pages)
    runs = list(read_real_runs(sample_real_runs_path()))
    flagged = {
        ep.id.split("/")[0]
        for ep in runs
        for s in ep.steps
        if s.observation and looks_like_source(parse_result(s.observation).text)
    }
    assert flagged == {"swe-bench-verified"}  # shell sessions reading code; no page, no record


# ---------------------------------------------------------------- a move in a text world

ROOM = "West of House\nYou are standing in an open field west of a white house."
STATE = (
    "\n\nlanguage observation:\ndoor adjacent east\nwall adjacent north\n\nstats:\n"
    + "\n".join(f"inventory line {i}: an item" for i in range(20))
)


def test_a_text_worlds_answer_to_a_move_is_data_and_repeats_only_word_for_word() -> None:
    goal = "Zork I: enter the white house and take the lamp and the sword."
    det = make_detector("default").fit([])

    def verdict(obs: str, move: str, earlier: tuple[str, ...] = ()) -> str:
        return det.judge(Sample(goal, obs, query=move, earlier=earlier)).verdict.value

    assert verdict("Taken.", "take leaflet") == "useful"
    assert verdict("You can't see any such thing.", "move rug") == "useful"
    assert verdict(ROOM, "west") == "useful"
    assert verdict(ROOM, "west", (ROOM,)) == "useless"  # the same answer again
    # one new message above the same map and stats: what the move did
    locked, opened = "message:\nThis door is locked." + STATE, "message:\nThe door opens." + STATE
    assert verdict(opened, "open east", (locked,)) == "useful"
    # not a move (a search): the same near-identical text is nothing new
    assert verdict(opened, "door of the house", (locked,)) == "useless"


def test_a_result_that_holds_a_specific_request_is_useful_whatever_the_task() -> None:
    task = "Find DOIs for five references (Jumper 2021, Baek 2021, Lin 2023), flag any without one"
    det = make_detector("default").fit([])
    hit = json.dumps(
        [
            {
                "DOI": "10.1038/s41586-021-03819-2",
                "title": "Highly accurate protein structure prediction with AlphaFold",
                "container-title": "Nature",
            }
        ]
    )
    ask = json.dumps(
        {
            "query.bibliographic": "Jumper J, et al. Highly accurate protein structure "
            "prediction with AlphaFold. Nature 2021;596:583-9.",
            "rows": 2,
            "select": "DOI,title,container-title",
        }
    )
    assert det.judge(Sample(task, hit, query=ask)).verdict.value == "useful"
    other = ask.replace(
        "Highly accurate protein structure prediction with AlphaFold",
        "Evolutionary-scale prediction of atomic-level protein structure",
    )
    assert det.judge(Sample(task, hit, query=other)).verdict.value == "useless"


def test_page_models_give_a_worlds_answer_and_a_met_request_no_useless_verdict() -> None:
    """``mute_shapes``: a model of pages has no reading of a text world's answer (``semantic``
    keeps its verdict on an answer word for word repeated) nor of a specific request met."""
    import numpy as np

    from uselessdetect.detectors._default import mute_shapes

    def muted(sample: Sample, sentences: bool = True) -> bool:
        return bool(np.isnan(mute_shapes(np.array([0.99]), [sample], 0.5, sentences=sentences)[0]))

    goal = "Zork I: enter the white house and take the lamp."
    assert muted(Sample(goal, "Taken.", query="take lamp"))
    assert not muted(Sample(goal, "Taken.", query="take lamp"), sentences=False)  # classifier
    assert not muted(Sample(goal, "Taken.", query="take lamp", earlier=("Taken.",)))
    assert not muted(Sample(goal, "Taken.", query="lamp history"))
    title = "Highly accurate protein structure prediction with AlphaFold"
    hit = f"1. {title} (Nature, 2021)\n2. Protein structure prediction for the proteome"
    ask = f"Jumper J, et al. {title}. Nature 2021;596:583-9."
    assert muted(Sample("Find DOIs for five references", hit, query=ask), sentences=False)
    assert not muted(Sample("Find DOIs for five references", hit, query=title), sentences=False)
