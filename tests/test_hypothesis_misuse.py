"""Property-based (Hypothesis): bad option values, API misuse and verdict spellings.

* Every numeric option of every command, given a value outside its range, not finite or not
  a number, ends in one ``Error:`` line (exit 1 or 2), no traceback, no output file. The
  options are found by walking the click commands, so a new option is fuzzed too.
* The public functions given junk (None, numbers, text, lists, dicts) either work or raise an
  error of the ``UselessDetectError`` tree — never numpy's, click's or a bare ``TypeError``.
* Verdict words in any case, padded with whitespace and punctuation, sprinkled with
  zero-width characters or written in full-width letters count as verdicts in the gate;
  a verdict word inside other words is observation text.
"""

from __future__ import annotations

import contextlib
import math
import string
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from uselessdetect import Sample, StopGate, Verdict, make_detector
from uselessdetect.cli import COMMANDS, main
from uselessdetect.corpus import hotpotqa_samples
from uselessdetect.exceptions import UselessDetectError
from uselessdetect.io import (
    read_episodes,
    sample_episodes_path,
    sample_hotpotqa_path,
    write_jsonl,
)
from uselessdetect.score import score_episodes
from uselessdetect.sim import load_records, simulate

SETTINGS = settings(
    max_examples=25,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
HOTPOT = str(sample_hotpotqa_path())
EPISODES = str(sample_episodes_path())


# ------------------------------------------------------------------ every command's options
def _leaves() -> dict[str, click.Command]:
    out: dict[str, click.Command] = {}
    for name in sorted(COMMANDS):
        cmd: Any = main.get_command(None, name)  # type: ignore[arg-type]
        subs = getattr(cmd, "commands", None)
        out.update({f"{name} {k}": v for k, v in subs.items()} if subs else {name: cmd})
    return out


LEAVES = _leaves()


def _numeric(cmd: click.Command) -> list[click.Option]:
    return [
        p
        for p in cmd.params
        if isinstance(p, click.Option) and isinstance(p.type, click.types._NumberParamTypeBase)
    ]


NUMERIC = [(name, opt) for name, cmd in LEAVES.items() for opt in _numeric(cmd)]


def _base_args(name: str, d: Path) -> list[str]:
    """Arguments that make ``name`` runnable on small files (the fuzzed option is added)."""
    s, e, out = str(d / "samples.jsonl"), str(d / "eps.jsonl"), str(d / "out.jsonl")
    known = {
        "analyze": ["analyze", e, "-d", "oracle"],
        "compare": ["compare", e, e],
        "corpus hotpotqa": ["corpus", "hotpotqa", HOTPOT, "-o", out],
        "corpus fever": ["corpus", "fever", s, "-o", out],
        "corpus knowagent": ["corpus", "knowagent", e, "-o", out],
        "demo": ["demo"],
        "evaluate": ["evaluate", "-d", "lexical", s],
        "fit-k": ["fit-k", e],
        "judge-prompt": ["judge-prompt", s],
        "probe": ["probe", HOTPOT, "--limit", "1"],
        "score": ["score", "-d", "lexical", e, "-o", out],
        "simulate": ["simulate", HOTPOT, "--limit", "1", "-o", out],
        "train": ["train", s, "-o", str(d / "m.npz")],
    }
    return known.get(name, name.split())  # any other command: its options are still checked


def _bad_values(opt: click.Option) -> st.SearchStrategy[str]:
    """Values outside the option's range, not finite, or not numbers at all."""
    typ = opt.type
    junk = st.sampled_from(["abc", "", "1,2", "0x10", "--", "1 2", "9" * 400 + "x"])
    choices: list[st.SearchStrategy[str]] = [junk]
    is_float = isinstance(typ, (click.types.FloatParamType, click.FloatRange))
    if is_float:
        choices.append(st.sampled_from(["nan", "inf", "-inf", "1e999"]))
    else:
        choices.append(st.sampled_from(["1.5", "1e3"]))
    lo, hi = getattr(typ, "min", None), getattr(typ, "max", None)
    if lo is not None:
        below = st.integers(min_value=-(10**30), max_value=math.ceil(lo) - 1)
        if getattr(typ, "min_open", False):
            below = st.just(lo) | below
        choices.append(below.map(str))
    if hi is not None:
        above = st.integers(min_value=math.floor(hi) + 1, max_value=10**30)
        if getattr(typ, "max_open", False):
            above = st.just(hi) | above
        choices.append(above.map(str))
    return st.one_of(choices)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("misuse")
    write_jsonl(d / "samples.jsonl", [s.to_dict() for s in hotpotqa_samples([HOTPOT])[:60]])
    lines = Path(EPISODES).read_bytes().splitlines(keepends=True)[:12]
    (d / "eps.jsonl").write_bytes(b"".join(lines))
    return d


def test_every_numeric_option_is_fuzzed() -> None:
    assert {name for name, _ in NUMERIC} >= {
        "analyze",
        "compare",
        "fit-k",
        "score",
        "simulate",
        "probe",
        "train",
        "evaluate",
    }


@SETTINGS
@given(data=st.data())
def test_a_bad_option_value_ends_in_one_error_line(workdir: Path, data: st.DataObject) -> None:
    name, opt = data.draw(st.sampled_from(NUMERIC), label="option")
    value = data.draw(_bad_values(opt), label="value")
    flag = max(opt.opts, key=len)
    res = CliRunner().invoke(main, [*_base_args(name, workdir), f"{flag}={value}"])
    assert res.exit_code in (1, 2), (name, flag, value, res.output)
    assert "Traceback" not in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit), repr(res.exception)
    assert sum(line.startswith("Error:") for line in res.output.splitlines()) == 1, res.output
    assert not (workdir / "out.jsonl").exists() and not (workdir / "m.npz").exists()


# ------------------------------------------------------------------ API misuse
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=8),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def _episodes() -> list[Any]:
    return list(read_episodes(EPISODES))[:2]


CALLS: dict[str, Any] = {
    "make_detector(x)": lambda x: make_detector(x),
    "make_detector('lexical', **{x: 1})": lambda x: make_detector(
        "lexical", **({str(x) + "_bogus": 1})
    ),
    "Detector.fit(x)": lambda x: make_detector("lexical").fit(x),
    "Detector.judge_many(x)": lambda x: make_detector("lexical").fit([]).judge_many(x),
    "Detector.predict_proba(x)": lambda x: make_detector("keyword").fit([]).predict_proba(x),
    "RandomDetector(random_state=x)": lambda x: make_detector("random", random_state=x).fit([]),
    "score_episodes(x, dets)": lambda x: list(
        score_episodes(x, [make_detector("lexical").fit([])])
    ),
    "score_episodes(eps, x)": lambda x: list(score_episodes(_episodes(), x)),
    "score_episodes(n_jobs=x)": lambda x: score_episodes(
        [], [make_detector("lexical").fit([])], n_jobs=x
    ),
    "score_episodes(chunk_size=x)": lambda x: list(
        score_episodes(_episodes(), [make_detector("lexical").fit([])], chunk_size=x)
    ),
    "Sample(label=x)": lambda x: Sample("Q?", "O.", label=x),
    "Sample(observation=x)": lambda x: Sample("Q?", x),
    "Sample.from_dict(label=x)": lambda x: Sample.from_dict(
        {"question": "Q?", "observation": "O.", "label": x}
    ),
    "simulate(random_state=x)": lambda x: simulate(
        load_records(HOTPOT)[:1], regimes="clean", random_state=x
    ),
    "simulate(budget=x)": lambda x: simulate(load_records(HOTPOT)[:1], regimes="clean", budget=x),
    "StopGate(k=x)": lambda x: StopGate("lexical", k=x),
}


@SETTINGS
@given(name=st.sampled_from(sorted(CALLS)), value=JUNK)
def test_api_misuse_works_or_raises_an_error_of_the_tree(name: str, value: Any) -> None:
    if name == "simulate(budget=x)" and isinstance(value, int) and 0 < value <= 10_000:
        value = -value  # a valid budget would only run a long simulation
    with contextlib.suppress(UselessDetectError):
        CALLS[name](value)


@SETTINGS
@given(item=JUNK, source=JUNK, episode=st.one_of(JUNK, st.text(max_size=5)))
def test_the_gate_never_raises_into_the_harness(item: Any, source: Any, episode: Any) -> None:
    gate = StopGate(lambda s: True, k=2)
    d = gate.observe(item, source=source, episode=episode)
    assert d.run in (0, 1)
    assert gate.state(str(episode))["observed"] == 1


# ------------------------------------------------------------------ verdict spellings
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
EDGES = st.text(alphabet=" \t\n.!?,;:\"'*_`()[]«»-–—…", max_size=4)


def _full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


@st.composite
def spellings(draw: st.DrawFn) -> tuple[str, Verdict]:
    verdict = draw(st.sampled_from(list(Verdict)))
    word = "".join(c.upper() if draw(st.booleans()) else c for c in verdict.value)  # any case
    chars = list(word)
    for _ in range(draw(st.integers(0, 3))):
        chars.insert(draw(st.integers(0, len(chars))), draw(st.sampled_from(ZERO_WIDTH)))
    word = "".join(chars)
    if draw(st.booleans()):
        word = _full_width(word)
    return draw(EDGES) + word + draw(EDGES), verdict


@SETTINGS
@given(spelling=spellings(), strict=st.booleans())
def test_a_spelled_verdict_counts_as_that_verdict(
    spelling: tuple[str, Verdict], strict: bool
) -> None:
    text, verdict = spelling
    judged: list[str] = []
    gate = StopGate(lambda s: judged.append(s.observation) or True, k=5, strict=strict)
    gate.observe(Verdict.USELESS, episode="e")
    d = gate.observe(text, episode="e")
    assert judged == [] and d.judgment is not None and d.judgment.verdict is verdict
    assert d.run == {Verdict.USELESS: 2, Verdict.USEFUL: 0, Verdict.UNKNOWN: 1}[verdict]
    assert gate.observe({"verdict": text, "observation": "x"}).judgment.verdict is verdict  # type: ignore[union-attr]


@SETTINGS
@given(
    spelling=spellings(),
    other=st.text(alphabet=string.ascii_letters, min_size=1, max_size=8),
    before=st.booleans(),
)
def test_a_verdict_word_among_other_words_is_text(
    spelling: tuple[str, Verdict], other: str, before: bool
) -> None:
    text = f"{other} {spelling[0]}" if before else f"{spelling[0]} {other}"
    judged: list[str] = []
    gate = StopGate(lambda s: judged.append(s.observation) or None, k=5)
    gate.observe(text)
    assert judged == [text]
