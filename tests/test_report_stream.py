"""`uselessdetect report` streams its input: the figures it builds from compact per-call arrays
equal a straightforward computation over the runs held in memory; standard input is read
once; a second read that finds other runs fails before anything is written; every phase has a
progress bar on a terminal and none in a pipe."""

from __future__ import annotations

import json
import os
import pty
import random
import select
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from uselessdetect import Episode, Judgment, KFitter, OnlineKFitter, Sample, StopGate, Verdict
from uselessdetect.cli import _report as cli_report
from uselessdetect.cli import main
from uselessdetect.io import episode_success, read_episodes
from uselessdetect.measure._outcome_replay import replay_run, summarise

TOOLS = ("search", "lookup", "sql")
SLICES = 20


def _run(rng: random.Random, i: int) -> dict[str, Any]:
    """A run: 1–7 calls of three tools (one often failing), recorded lexical verdicts (some
    unknown, some with a label), an outcome — or none, or no call at all, now and then. Some
    results repeat an earlier one of the run (case and spacing changed), failures read as
    errors, and some runs say where they first saw their answer (a call, or null: never)."""
    broken = rng.choice(TOOLS)
    steps = []
    for _ in range(rng.randint(0 if i % 17 == 0 else 1, 7)):
        tool = rng.choice(TOOLS)
        bad = tool == broken and rng.random() < 0.8 or rng.random() < 0.1
        roll = rng.random()
        if roll < 0.08:
            judged = {"verdict": "unknown", "score": None}
        else:
            useless = bad if roll > 0.15 else not bad
            score = rng.uniform(0.6, 0.99) if useless else rng.uniform(0.01, 0.4)
            judged = {"verdict": "useless" if useless else "useful", "score": round(score, 3)}
        text = ("No results. " if bad else "Found: ") + "x" * rng.randint(0, 400)
        if steps and rng.random() < 0.25:  # the same text as an earlier result of the run
            text = "  " + rng.choice(steps)["observation"].upper().replace(" ", "\t ")
        step = {"action": tool, "input": f"q{i}-{len(steps)}", "observation": text}
        step["judgments"] = {"lexical": judged}
        if rng.random() < 0.7:
            step["label"] = int(bad)
        steps.append(step)
    steps.append({"action": "finish", "input": "A"})
    run: dict[str, Any] = {"id": f"run{i}", "question": "Q?", "steps": steps}
    if i % 11 != 5:
        run["correct"] = rng.random() < 0.6
    if i % 3 == 0:
        run["answer_seen_at"] = rng.choice([None, *range(1, len(steps) + 1)])
    return run


@pytest.fixture(scope="module")
def runs_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    rng = random.Random(1)
    path = tmp_path_factory.mktemp("stream") / "runs.jsonl"
    path.write_text("".join(json.dumps(_run(rng, i)) + "\n" for i in range(400)))
    return path


def _report(*args: str, stdin: bytes | None = None) -> dict[str, Any]:
    res = CliRunner().invoke(main, ["report", *args, "--json"], input=stdin)
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def _calls(ep: Episode) -> list[Any]:
    out = []
    for step in ep.steps:
        if step.is_finish:
            break
        out.append(step)
    return out


def _recorded(eps: list[Episode]) -> Any:
    """The gate's detector: each result's recorded lexical judgment (None: unknown)."""
    table = {
        f"episode:{ep.id}#{t}": s.judgments["lexical"]
        for ep in eps
        for t, s in enumerate(ep.steps)
        if "lexical" in s.judgments
    }

    def judge(sample: Sample) -> Judgment | None:
        j = table[sample.source]
        if j["verdict"] == "unknown":
            return None
        return Judgment(Verdict(j["verdict"]), j["score"], "recorded")

    return judge


def _useless_runs(steps: list[Any]) -> Counter[tuple[str, int]]:
    out: Counter[tuple[str, int]] = Counter()
    cur: dict[str, int] = {}
    for s in steps:
        v = s.judgments["lexical"]["verdict"]
        if v == "useless":
            cur[s.action] = cur.get(s.action, 0) + 1
        elif v == "useful" and cur.get(s.action):
            out[(s.action, cur.pop(s.action))] += 1
    out.update((t, n) for t, n in cur.items() if n)
    return out


def _news(steps: list[Any]) -> list[bool]:
    """Per call, whether its result was news to the run, the plain way for these runs: not a
    failure (they read "No results."), not an earlier result's text (case, spacing aside)."""
    had: set[str] = set()
    out = []
    for s in steps:
        text = " ".join(s.observation.lower().split())
        out.append(text not in had and not s.observation.startswith("No results"))
        had.add(text)
    return out


def _before_answer(ep: Episode) -> int:
    """How many calls come before the answer: up to the call that brought it, if known."""
    seen = ep.raw.get("answer_seen_at")
    return seen if seen is not None else len(_calls(ep))


def _check_replay(ep: Episode, r: Any) -> Counter[str]:
    """``r`` (replay_run's) against the plain reading of ``ep``: evidence withheld, stopped
    before the answer, looping; and which of them made a difference in this run."""
    cut, n = list(r.cut), _before_answer(ep)
    withheld = [c and news for c, news in zip(cut, _news(_calls(ep)), strict=True)]
    assert list(r.withheld) == withheld, ep.id
    assert r.stopped == any(cut[:n]) and r.withheld_evidence == any(withheld[:n]), ep.id
    never = ep.raw.get("answer_seen_at", None) is None
    assert r.loops(6) == (r.success is False and len(cut) >= 6 and never), ep.id
    return Counter(
        {
            "blocked, not before the answer": bool(r.success and any(cut) and not r.stopped),
            "stopped, nothing withheld": bool(r.success and r.stopped and not any(withheld[:n])),
            "long, but saw the answer": bool(r.success is False and len(cut) >= 6 and not never),
        }
    )


def _reference(
    eps: list[Episode], data: dict[str, Any], mode: str, one_source: bool
) -> Counter[str]:
    """Every count of ``data`` recomputed the plain way: every run held, each rule a real
    shadow StopGate fed call by call (at the parameters the report fitted), its replay of
    each run checked against a plain reading of the run (:func:`_check_replay`). Returns how
    many runs, over the rules, the new readings made a difference in."""
    exercised: Counter[str] = Counter()
    kept = [ep for ep in eps if episode_success(ep) is not None and _calls(ep)]
    calls = [s for ep in kept for s in _calls(ep)]
    useless = [s for s in calls if s.judgments["lexical"]["verdict"] == "useless"]
    success = sum(bool(episode_success(ep)) for ep in kept)
    assert data["summary"] == {
        "runs": len(kept), "success": success, "failed": len(kept) - success,
        "skipped": len(eps) - len(kept), "tool_calls": len(calls),
        "judged_useless": len(useless), "useless_share": round(len(useless) / len(calls), 6),
    }  # fmt: skip
    lengths = sum((_useless_runs(_calls(ep)) for ep in kept), Counter())
    stopped: dict[str, set[str]] = {}
    detector = _recorded(eps)
    for rule in ("run", "cusum", "sprt"):
        gate = StopGate(
            detector, shadow=True, rule=rule, mode=mode, **data["rules"][rule]["params"]
        )
        reps = [
            replay_run(gate, ep, one_source=one_source, key=str(i)) for i, ep in enumerate(kept)
        ]
        cases = sum((_check_replay(ep, r) for ep, r in zip(kept, reps, strict=True)), Counter())
        exercised += cases
        overall, by_tool = summarise(reps, n_boot=0)
        for tool, block in [("", overall), *by_tool.items()]:
            for name, fig in block.items():
                mine = (
                    data["rules"][rule]["by_tool"][tool] if tool else data["rules"][rule]["overall"]
                )
                assert {k: v for k, v in mine[name].items() if k != "share"} == {
                    k: v for k, v in fig.items() if k != "share"}, (rule, tool, name)  # fmt: skip
        trips = Counter((r.tools[r.trip_call - 1], r.trip_call) for r in reps if r.trip_call)
        for tool in TOOLS:
            want = {str(c): n for (t, c), n in sorted(trips.items()) if t == tool}
            assert data["tools"][tool]["trips"][rule] == want, (rule, tool)
        stopped[rule] = {r.id for r in reps if r.success and r.stopped}
        assert data["stopped_successes"]["count"][rule] == len(stopped[rule])
    anyone = set().union(*stopped.values())
    assert data["stopped_successes"]["count"]["any"] == len(anyone)
    by_id = {ep.id: ep for ep in kept}
    shown = data["stopped_successes"]["shown"]
    assert len(shown) == min(50, len(anyone)) and len({e["id"] for e in shown}) == len(shown)
    for entry in shown:
        steps = _calls(by_id[entry["id"]])
        assert entry["rules"] == [r for r in stopped if entry["id"] in stopped[r]]
        assert [(s["tool"], s["input"], s["result"]) for s in entry["steps"]] == [
            (s.action, s.input, s.observation[:300]) for s in steps]  # fmt: skip
    n = len(kept)
    online = OnlineKFitter(detector="lexical", min_episodes=max(20, min(200, n // 5)))
    ks = online.partial_fit(kept).recommendations()
    for tool in TOOLS:
        block = data["tools"][tool]
        mine = [s for s in calls if s.action == tool]
        assert block["calls"] == len(mine)
        assert block["judged_useless"] == sum(s in useless for s in mine)
        assert block["run_lengths"] == {
            str(k): c for (t, k), c in sorted(lengths.items()) if t == tool
        }
        shares = []
        for i in range(SLICES):
            part = [s for ep in kept[i * n // SLICES : (i + 1) * n // SLICES] for s in _calls(ep)
                    if s.action == tool]  # fmt: skip
            bad = sum(s.judgments["lexical"]["verdict"] == "useless" for s in part)
            shares.append(round(bad / len(part), 4) if part else None)
        assert block["drift"]["shares"] == shares
        assert block["drift"]["k"] == ("none" if ks.get(tool) is None else ks[tool])
        assert block["drift"]["changes"] == [c.line() for c in online.changes_ if c.source == tool]
    return exercised


@pytest.fixture(scope="module")
def unlabeled_file(runs_file: Path) -> Path:
    """The same runs without labels: fit-k cannot fit, so the rules run at ``--k`` and their
    defaults, which stop many successful runs (the labeled runs' fitted rules stop few)."""
    path = runs_file.with_name("unlabeled.jsonl")
    runs = [json.loads(line) for line in runs_file.read_text().splitlines()]
    for run in runs:
        for step in run["steps"]:
            step.pop("label", None)
    path.write_text("".join(json.dumps(r) + "\n" for r in runs))
    return path


@pytest.mark.parametrize(
    "mode,one_source,labeled",
    [("finish_only", False, True), ("drop_tool", True, True), ("finish_only", False, False),
     ("drop_tool", False, False)],
)  # fmt: skip
def test_streamed_figures_equal_the_runs_held_in_memory(
    runs_file: Path, unlabeled_file: Path, mode: str, one_source: bool, labeled: bool
) -> None:
    path = runs_file if labeled else unlabeled_file
    extra = ["--mode", mode, *(["--one-source"] if one_source else []), "--n-boot", "0"]
    data = _report(str(path), *extra, "--k", "2")
    eps = list(read_episodes(path, strict=False))
    if labeled:
        fitter = KFitter(detector="lexical", rule="all", n_bootstrap=0, random_state=0).fit(eps)
        assert data["recommendation"]["label"] == fitter.best_label_
    else:
        assert "no recommendation" in data["recommendation"]["note"]
    exercised = _reference(eps, data, mode, one_source)
    if not labeled:  # blocks after the answer, blocks that withheld nothing, long runs that
        assert len(exercised) == 3, exercised  # saw their answer: each reading matters here


def test_standard_input_is_read_once_and_gives_the_same_page(runs_file: Path) -> None:
    from_file = _report(str(runs_file), "--n-boot", "50")
    from_stdin = _report("-", "--n-boot", "50", stdin=runs_file.read_bytes())
    assert from_stdin["stopped_successes"]["shown"]  # read again at the sampled places
    assert {k: v for k, v in from_stdin.items() if k != "commands"} == {
        k: v for k, v in from_file.items() if k != "commands"
    }


def _change_before_second_read(monkeypatch: pytest.MonkeyPatch, path: Path, how: str) -> None:
    """Rewrite ``path`` just before the report reads its sampled runs again."""
    first_read = cli_report._Input.runs_at

    def runs_at(self: Any, ordinals: list[int]) -> Any:
        lines = path.read_text().splitlines(keepends=True)
        at = ordinals[0]  # every line is a run
        lines[at] = "{not json\n" if how == "bad" else lines[at + 1]
        path.write_text("".join(lines))
        return first_read(self, ordinals)

    monkeypatch.setattr(cli_report._Input, "runs_at", runs_at)


@pytest.mark.parametrize("how", ["bad", "other"])
def test_a_failing_second_read_writes_nothing(
    runs_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    path = tmp_path / "runs.jsonl"
    path.write_bytes(runs_file.read_bytes())
    _change_before_second_read(monkeypatch, path, how)
    out = tmp_path / "report.html"
    res = CliRunner().invoke(main, ["report", str(path), "-o", str(out), "--n-boot", "0"])
    assert res.exit_code == 1 and "Traceback" not in res.output
    if how == "bad":
        assert f"{path}:" in res.output and "not valid JSON" in res.output
    else:
        assert "the input changed while the report was built" in res.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["runs.jsonl"]


_MAIN = "import sys; from uselessdetect.cli import main; main(sys.argv[1:])"


def _on_a_terminal(args: list[str]) -> str:
    """What ``args`` writes to a pseudo-terminal (stdout and stderr both), until it exits."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: its stdio is the terminal
        os.execv(sys.executable, [sys.executable, "-c", _MAIN, *args])
    out = b""
    while True:
        ready, _, _ = select.select([fd], [], [])
        try:
            chunk = os.read(fd, 65536) if ready else b""
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        out += chunk
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, out.decode(errors="replace")
    return out.decode(errors="replace")


def test_every_phase_shows_a_bar_in_a_terminal_and_none_in_a_pipe(
    runs_file: Path, tmp_path: Path
) -> None:
    args = ["report", str(runs_file), "-o", str(tmp_path / "r.html"), "--n-boot", "20"]
    shown = _on_a_terminal(args)
    labels = ("reading", "fitting k", "bootstraps", "online k", "sampled runs")
    for label in labels:
        assert f"{label}  [" in shown, label
    args[3] = str(tmp_path / "p.html")
    piped = subprocess.run([sys.executable, "-c", _MAIN, *args], capture_output=True, text=True,
                           check=True)  # fmt: skip
    assert not any(label in piped.stderr for label in labels) and "[#" not in piped.stderr


def _chat(i: int, rng: random.Random) -> dict[str, Any]:
    """One OpenAI-chat conversation with its reward: 1–5 calls, some finding nothing."""
    msgs: list[dict[str, Any]] = [{"role": "user", "content": f"Question {i}?"}]
    for c in range(rng.randint(1, 5)):
        call = {"name": rng.choice(TOOLS), "arguments": json.dumps({"q": f"q{i}-{c}"})}
        asked = [{"id": f"c{c}", "type": "function", "function": call}]
        msgs.append({"role": "assistant", "content": "Looking.", "tool_calls": asked})
        found = rng.random() < 0.5
        text = f"Founded in {1900 + c} by the Stapp family." if found else "No results found."
        msgs.append({"role": "tool", "tool_call_id": f"c{c}", "content": text})
    msgs.append({"role": "assistant", "content": "Scott Stapp."})
    return {"id": f"chat{i}", "messages": msgs, "reward": float(rng.random() < 0.5)}


def test_any_format_split_over_files_and_gzip_is_read_again_at_the_same_places(
    tmp_path: Path,
) -> None:
    """Chat logs are read again through their importer, episodes a line at a time: the
    page is the same however the runs are stored."""
    import gzip

    rng = random.Random(2)
    chat = tmp_path / "chat.jsonl"
    chat.write_text("".join(json.dumps(_chat(i, rng)) + "\n" for i in range(120)))
    eps = [ep.to_dict() for ep in read_episodes(chat, format="auto")]
    one = tmp_path / "one.jsonl"
    one.write_text("".join(json.dumps(e) + "\n" for e in eps))
    head, tail = tmp_path / "head.jsonl", tmp_path / "tail.jsonl.gz"
    head.write_text("\n".join(json.dumps(e) for e in eps[:50]) + "\n\n")  # a blank line too
    tail.write_bytes(gzip.compress("".join(json.dumps(e) + "\n" for e in eps[50:]).encode()))
    pages = [_report(*files, "--k", "2", "--n-boot", "0") for files in
             ([str(chat)], [str(one)], [str(head), str(tail)])]  # fmt: skip
    assert pages[0]["stopped_successes"]["shown"]
    for page in pages:
        page.pop("commands")
    assert pages[0] == pages[1] == pages[2]
