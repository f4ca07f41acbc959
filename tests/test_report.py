"""`uselessdetect report`: the page's figures (``--json``), the page itself, bad input."""

from __future__ import annotations

import json
import re
import shlex
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.io import sample_episodes_path

USELESS = {"lexical": {"verdict": "useless", "score": 0.9}}
USEFUL = {"lexical": {"verdict": "useful", "score": 0.1}}


def _step(tool: str, judged: dict[str, Any], text: str = "r") -> dict[str, Any]:
    return {"action": tool, "input": "q", "observation": text, "judgments": judged}


def _episode(i: int, verdicts: str, correct: bool, tool: str = "search") -> dict[str, Any]:
    """``verdicts``: one letter per call, u = useless, f = useful; then finish."""
    steps = [
        _step(tool, USELESS if v == "u" else USEFUL, f"result {j}") for j, v in enumerate(verdicts)
    ]
    steps.append({"action": "finish", "input": "A"})
    return {"id": f"e{i}", "question": "Q?", "correct": correct, "steps": steps}


def _write(path: Path, episodes: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(e) + "\n" for e in episodes))
    return path


def run(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


@pytest.fixture
def runs(tmp_path: Path) -> Path:
    eps = [_episode(i, "uuuu", False) for i in range(3)]  # each: one run of 4 useless
    eps += [_episode(3, "uuuf", True), _episode(4, "fuf", True)]
    eps += [_episode(5, "ufuu", False, tool="lookup")]
    eps.append({"id": "nothing", "question": "Q?", "steps": [_step("search", USELESS)]})
    return _write(tmp_path / "runs.jsonl", eps)


def _report(path: Path, *extra: str) -> dict[str, Any]:
    res = run("report", str(path), "--json", "--n-boot", "0", "--k", "2", *extra)
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def test_counts_are_exact(runs: Path) -> None:
    d = _report(runs)
    assert d["summary"] == {
        "runs": 6,
        "success": 2,
        "failed": 4,
        "skipped": 1,
        "tool_calls": 23,
        "judged_useless": 19,
        "useless_share": round(19 / 23, 6),
    }
    search = d["tools"]["search"]
    assert (search["calls"], search["judged_useless"]) == (19, 16)
    assert search["run_lengths"] == {"1": 1, "3": 1, "4": 3}  # "fuf" ends on a useless run of 1
    assert d["tools"]["lookup"]["run_lengths"] == {"1": 1, "2": 1}


def test_trips_and_stopped_successes_follow_the_run_rule(runs: Path) -> None:
    d = _report(runs)
    assert "no recommendation" in d["recommendation"]["note"]  # no labels: k from --k
    assert d["rules"]["run"]["label"] == "run(k=2)"
    assert d["tools"]["search"]["trips"]["run"] == {"2": 4}  # 3 failed runs and "uuuf"
    assert d["tools"]["lookup"]["trips"]["run"] == {"4": 1}
    assert d["stopped_successes"]["count"]["run"] == 1
    (shown,) = d["stopped_successes"]["shown"]
    assert shown["id"] == "e3" and "run" in shown["rules"] and shown["trip_call"] == 2
    assert [s["blocked"] for s in shown["steps"]] == [False, False, True, True]
    cut = d["rules"]["run"]["overall"]["calls_cut_failed"]
    assert (cut["cut"], cut["calls"]) == (2 * 3 + 0, 16)


@pytest.mark.parametrize(
    "rule,extra",
    [
        ("run", ()),
        ("cusum", ()),
        ("sprt", ()),
        ("run", ("--mode", "drop_tool")),
        ("cusum", ("--one-source",)),
        ("sprt", ("--mode", "drop_tool", "--one-source")),
        ("run", ("-d", "novelty")),  # reads earlier results: judged as behind a gate
    ],
)
def test_each_rule_equals_the_replay(tmp_path: Path, rule: str, extra: tuple[str, ...]) -> None:
    """The page's figures per rule are those of the `replay` command the page prints."""
    path = tmp_path / "ka.jsonl"
    path.write_bytes(Path(sample_episodes_path()).read_bytes())
    d = _report(path, *extra)
    (cmd,) = [
        c for c in d["commands"] if c.startswith("uselessdetect replay") and f"--rule {rule} " in c
    ]  # the page's own command for the rule
    res = run(*shlex.split(cmd)[1:], "--json", "--n-boot", "0")
    rep = json.loads(res.stdout)
    assert d["rules"][rule]["label"] == rep["settings"]["rule"]
    assert d["rules"][rule]["overall"] == rep["overall"]
    assert d["rules"][rule]["by_tool"] == rep["by_tool"]
    assert d["recommendation"]["label"]  # the bundled episodes carry labels: fit-k chooses


def test_sampled_steps_keep_exact_counts(runs: Path) -> None:
    d = _report(runs, "--shown", "0")
    assert d["stopped_successes"]["shown"] == []
    assert d["stopped_successes"]["count"]["any"] >= 1


class _Keys(HTMLParser):
    """Every ``data-key`` span's text; every src/href; every svg."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: dict[str, str] = {}
        self.refs: list[str] = []
        self.svgs = 0
        self._key: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self._key = a.get("data-key")
        self.refs += [v or "" for k, v in attrs if k in ("src", "href")]
        self.svgs += tag == "svg"

    def handle_data(self, data: str) -> None:
        if self._key:
            self.keys[self._key] = data
            self._key = None


def _lookup(d: Any, key: str) -> Any:
    for part in re.split(r"\.(?![^.]*\.html)", key):
        d = d[part]
    return d


def page_keys(html: str) -> _Keys:
    parser = _Keys()
    parser.feed(html)
    return parser


def test_page_counts_equal_the_json_and_it_references_nothing(runs: Path, tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    d = _report(runs, "-o", str(out))
    html = out.read_text()
    keys = page_keys(html)
    assert len(keys.keys) >= 10 and keys.svgs == 3 * len(d["tools"])
    for key, text in keys.keys.items():
        assert text == str(_lookup(d, key)), key
    assert keys.refs == [] and "<script" not in html
    assert not re.search(r"(src|href)\s*=\s*['\"]?https?:", html)


def test_bad_line_names_the_file_and_line_and_writes_nothing(runs: Path, tmp_path: Path) -> None:
    runs.write_text(runs.read_text() + "{not json\n")
    out = tmp_path / "report.html"
    res = run("report", str(runs), "-o", str(out), "--n-boot", "0")
    assert res.exit_code != 0
    assert "runs.jsonl:8: not valid JSON" in res.output and "Traceback" not in res.output
    assert not out.exists() and list(tmp_path.iterdir()) == [runs]


def test_needs_an_output_and_runs_with_outcomes(tmp_path: Path) -> None:
    res = run("report", str(_write(tmp_path / "a.jsonl", [_episode(0, "uu", True)])))
    assert res.exit_code == 2 and "-o FILE" in res.output
    bare = _write(
        tmp_path / "b.jsonl", [{"id": "x", "question": "Q", "steps": [_step("s", USEFUL)]}]
    )
    res = run("report", str(bare), "--json")
    assert res.exit_code == 1 and "no run to report" in res.output


def test_demo_last_step_writes_the_page(tmp_path: Path) -> None:
    from uselessdetect.cli._demo import _report_page
    from uselessdetect.io import read_episodes

    episodes = list(read_episodes(sample_episodes_path()))
    out = tmp_path / "demo.html"
    assert _report_page(episodes, "lexical", str(out)) == str(out)
    keys = page_keys(out.read_text()).keys
    assert keys["summary.runs"] == "202" and keys["summary.tool_calls"] == "554"
    default = _report_page(episodes, "lexical", None)  # a new temporary folder
    assert Path(default).name == "report.html" and Path(default).is_file()


def _u(tool: str, text: str) -> dict[str, Any]:
    return _step(tool, USELESS, text)


def _run(name: str, correct: bool, steps: list[dict[str, Any]], **raw: Any) -> dict[str, Any]:
    steps = [*steps, {"action": "finish", "input": "A"}]
    return {"id": name, "question": "Q?", "correct": correct, "steps": steps, **raw}


#: Hand-built runs, every result judged useless (k = 2: a tool trips at its second call).
WITHHELD_RUNS = [
    # blocked calls that bring nothing new: a failure, and an earlier text again
    _run("s1", True, [_u("search", "Paris is in France."), _u("search", "Lyon is a city."),
                      _u("search", "No results found."), _u("search", "  lyon IS a\tcity. ")]),
    # a blocked call with news: evidence withheld
    _run("s2", True, [_u("search", "a page"), _u("search", "b page"), _u("lookup", "42.")]),
    # the answer came at call 2: the blocked call 3 came after it
    _run("s3", True, [_u("search", "a1"), _u("search", "b1"), _u("search", "c1")],
         answer_seen_at=2),
    # the answer came at call 3, blocked: stopped at the answer's call
    _run("s4", True, [_u("search", "a2"), _u("search", "b2"), _u("lookup", "c2")],
         answer_seen_at=3),
    # the logs say the answer was never seen: every call counts
    _run("s5", True, [_u("search", "a3"), _u("search", "b3"), _u("lookup", "c3")],
         answer_seen_at=None),
    # search trips first; lookup trips on an old text; lookup's news is withheld by lookup
    _run("s6", True, [_u("search", "x1"), _u("search", "x2"), _u("lookup", "Not found"),
                      _u("lookup", "X1"), _u("lookup", "brand new")]),
    _run("f1", False, [_u("search", f"f1 {i}") for i in range(6)]),  # loops
    _run("f2", False, [_u("search", f"f2 {i}") for i in range(6)], answer_seen_at=2),
    _run("f3", False, [_u("search", f"f3 {i}") for i in range(6)], answer_seen_at=None),
    _run("f4", False, [_u("search", f"f4 {i}") for i in range(3)]),
]  # fmt: skip


def _recorded(eps: list[Any]) -> Any:
    """The replay's detector: each result's recorded lexical judgment."""
    from uselessdetect import Judgment, Verdict

    table = {f"episode:{ep.id}#{t}": s.judgments["lexical"] for ep in eps
             for t, s in enumerate(ep.steps) if "lexical" in s.judgments}  # fmt: skip
    return lambda s: Judgment(Verdict(table[s.source]["verdict"]), table[s.source]["score"], "r")


@pytest.mark.parametrize("extra", [(), ("--mode", "drop_tool"), ("--one-source",)])
def test_withheld_and_answer_seen_equal_replay_outcomes(tmp_path: Path, extra: Any) -> None:
    """On hand-built runs (repeated and failed results, answer_seen_at at, after and before a
    block, null or absent), every rule's figures equal replay_outcomes'."""
    from uselessdetect.io import read_episodes
    from uselessdetect.measure import replay_outcomes

    path = _write(tmp_path / "runs.jsonl", WITHHELD_RUNS)
    d = _report(path, *extra)
    eps = list(read_episodes(path))
    mode = extra[1] if extra[:1] == ("--mode",) else "finish_only"
    for rule in ("run", "cusum", "sprt"):
        params = dict(d["rules"][rule]["params"])
        rep = replay_outcomes(
            eps, _recorded(eps), k=params.pop("k", 5), rule=rule, rule_params=params,
            gate_options={"mode": mode}, one_source="--one-source" in extra, n_boot=0,
        ).to_dict()  # fmt: skip
        assert d["rules"][rule]["overall"] == rep["overall"], rule
        assert d["rules"][rule]["by_tool"] == rep["by_tool"], rule


def test_withheld_and_answer_seen_as_counted_by_hand(tmp_path: Path) -> None:
    d = _report(_write(tmp_path / "runs.jsonl", WITHHELD_RUNS))
    figs, search, lookup = (d["rules"]["run"][k] for k in ("overall", "by_tool", "by_tool"))
    search, lookup = search["search"], lookup["lookup"]
    assert figs["success_stopped"]["stopped"] == 5  # all but s3, blocked after its answer
    assert d["stopped_successes"]["count"]["run"] == 5
    assert figs["success_withheld"]["withheld"] == 4  # s1 withheld nothing
    # s6: search's trip blocked its first call, lookup's own trip the call with news
    assert (search["success_stopped"]["stopped"], search["success_withheld"]["withheld"]) == (5, 3)
    assert (lookup["success_stopped"]["stopped"], lookup["success_withheld"]["withheld"]) == (0, 1)
    looping = figs["calls_cut_looping"]  # f1 and f3: 6 calls each, 4 cut; f2 saw its answer
    assert (looping["calls"], looping["cut"]) == (12, 8)
    assert (figs["calls_cut_failed"]["calls"], figs["calls_cut_failed"]["cut"]) == (21, 13)


def _unlabeled(eps: list[dict[str, Any]], path: Path) -> Path:
    for ep in eps:
        for step in ep["steps"]:
            step.pop("label", None)
    return _write(path, eps)


def _knowagent_with_outcomes() -> list[dict[str, Any]]:
    """The real KnowAgent runs of tests/data/knowagent_outcomes, imported with their records
    (outcome by exact match, answer_seen_at)."""
    from uselessdetect.io import load_hotpotqa, read_knowagent

    data = Path(__file__).parent / "data" / "knowagent_outcomes"
    hotpot = load_hotpotqa([data / "hotpotqa.json"])
    return [ep.to_dict() for ep in read_knowagent(data / "trajs.jsonl", hotpot)]


@pytest.mark.parametrize(
    "source,extra",
    [("bundled", ()), ("bundled", ("--mode", "drop_tool", "--one-source")),
     ("knowagent", ()), ("knowagent", ("--mode", "drop_tool"))],
)  # fmt: skip
def test_real_runs_withheld_and_answer_seen_equal_the_replay(
    tmp_path: Path, source: str, extra: tuple[str, ...]
) -> None:
    """The bundled runs and real runs that say where their answer was, without labels (the
    rules at --k 1 and their defaults, so that blocks withhold and skip evidence): every rule
    equals the `replay` command the page prints."""
    from uselessdetect.io import read_episodes

    if source == "bundled":
        eps = [ep.to_dict() for ep in read_episodes(sample_episodes_path())]
    else:
        eps = _knowagent_with_outcomes()
    path = _unlabeled(eps, tmp_path / "runs.jsonl")
    d = _report(path, "--k", "1", *extra)
    for rule in ("run", "cusum", "sprt"):
        (cmd,) = [c for c in d["commands"] if f"--rule {rule} " in c]
        rep = json.loads(run(*shlex.split(cmd)[1:], "--json", "--n-boot", "0").stdout)
        assert d["rules"][rule]["overall"] == rep["overall"], rule
        assert d["rules"][rule]["by_tool"] == rep["by_tool"], rule
    figs = d["rules"]["run"]["overall"]
    if source == "bundled" and not extra:  # some blocks withheld nothing new
        assert figs["success_withheld"]["withheld"] < figs["success_stopped"]["stopped"]
    if source == "knowagent":  # a failed run of 6 calls saw its answer: it does not loop
        calls = [len([s for s in e["steps"] if s["action"] != "finish"]) for e in eps]
        failed = [(n, e) for n, e in zip(calls, eps, strict=True) if not e["correct"] and n >= 6]
        never = sum(n for n, e in failed if e["answer_seen_at"] is None)
        assert figs["calls_cut_looping"]["calls"] == never < sum(n for n, _ in failed)
        stopped = figs["success_stopped"]["stopped"]  # both successes saw it at call 1
        assert stopped == 0 < d["tools"]["search"]["tripped_runs"]["run"]


def test_a_step_table_shows_a_recorded_zero_score_and_no_number_for_none() -> None:
    from uselessdetect.measure._report_html import _run

    step = {"tool": "search", "input": "q", "result": "r", "blocked": False,
            "judgments": {"lexical": {"verdict": "useful", "score": 0.0},
                          "judge": {"verdict": "unknown", "score": None}}}  # fmt: skip
    html = _run({"id": "r1", "rules": ["run"], "trip_call": 1, "steps": [step]})
    assert "lexical: useful 0.00" in html and "judge: unknown<" in html
