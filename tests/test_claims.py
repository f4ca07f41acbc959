"""Numbers of record: every figure the docs state with a claim marker equals its benchmark JSON.

A measured figure is written ``<!--claim FILE:KEY:FMT-->VALUE<!--/claim-->``: ``FILE`` names
``benchmarks/results/FILE.json`` (written by ``benchmarks/FILE.py``), ``KEY`` is a dotted path
into it (integers index lists) and ``VALUE`` must be exactly :func:`render` of it: ``format(value,
FMT)``, except that a JSON ``null`` reads ``–`` and a negative number that rounds to zero loses
its minus (``0.0000``, never ``-0.0000``). A stale figure, an unknown file or key, or a
measurement in ``docs/benchmarks.md`` without a marker fails here with the page and line.

**A marker never starts a line.** Markdown reads a line that starts with ``<!--`` as a block of
raw HTML: inside a paragraph or list item it ends the paragraph there, and the rest of the item
(later bullets included) renders as loose text. Put at least a word before the marker on its line.

**Machine-dependent figures are not locked.** A claim whose key names the run's machine or a
time, rate, memory size or timing ratio (see :data:`MACHINE_DEPENDENT`: ``machine.*``,
``load_average*``, ``*_s``, ``*_per_s``, ``*_us``, ``*_ms``, ``*seconds*``, ``*_mb``,
``*rss*``, ``ratio*``, ``*_ratio``, ``speedup``, ``latency.*``, ``plan_*``…) must still resolve
and format, and the page's value must have the shape of a fresh one; its digits are not
compared, so a rerun on another machine never turns the suite red.
``python benchmarks/refresh_claims.py`` rewrites them. Every other figure (accuracies, counts,
CIs: deterministic) must equal its JSON exactly.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
CLAIM = re.compile(r"<!--claim ([^:\s]+):([^:\s]+):(\S*?)-->(.*?)<!--/claim-->", re.S)
TARGET = re.compile(r"(?:≥|≤|[<>]\s*\d)")
# a number followed by a unit of measurement: 91.4%, 3.1 µs, 0.17 s, 7,300 samples/s, 11 ms
MEASURE = re.compile(r"\d[\d,.]*\s*(?:%|µs|ms|s\b|/s|samples/s|episodes/s|GB|MB)")
#: A part of a claim's key that makes the figure depend on the machine (see the docstring).
MACHINE_DEPENDENT = re.compile(
    r"machine|latency|hours|speedup|load_average.*|plan_.*|ratio.*|.*_ratio|.*rss.*|.*seconds.*"
    r"|.*cpu_share|.*_(?:us|ms|mb|kb|gb)|.*_s(?:_.*)?"
)


def machine_dependent(key: str) -> bool:
    """Whether the figure at ``key`` depends on the machine that ran the benchmark."""
    return any(MACHINE_DEPENDENT.fullmatch(part) for part in key.split("."))


def shape(value: str) -> str:
    """A value with its digits (and hex digits, thousands commas) folded: '7,321' → 'N'."""
    return re.sub(r"[\da-f]+", "N", value.replace(",", ""))


def pages() -> list[Path]:
    docs = sorted((ROOT / "docs").glob("**/*.md")) if (ROOT / "docs").is_dir() else []
    return [p for p in [ROOT / "README.md", *docs] if p.is_file()]


def resolve(data: Any, key: str) -> Any:
    """Follow a dotted ``key`` into JSON ``data``; integer parts index lists.

    Raises ``KeyError`` naming the first part that is missing. ``\\|`` stands for ``|`` (a
    key such as ``lexical|semantic`` inside a Markdown table cell must escape its pipe, or
    the table splits the cell there).
    """
    key = key.replace("\\|", "|")
    node = data
    for i, part in enumerate(key.split(".")):
        where = ".".join(key.split(".")[:i]) or "the top level"
        if isinstance(node, list):
            if not re.fullmatch(r"-?\d+", part) or not -len(node) <= int(part) < len(node):
                raise KeyError(f"{part!r} does not index the list at {where} (length {len(node)})")
            node = node[int(part)]
        elif isinstance(node, dict):
            if part not in node:
                known = ", ".join(sorted(map(str, node))[:12])
                raise KeyError(f"no {part!r} at {where} (keys: {known})")
            node = node[part]
        else:
            raise KeyError(f"{where} is a {type(node).__name__}, not an object or list")
    return node


def render(value: Any, fmt: str) -> str:
    """The text a page shows for ``value``: ``format(value, fmt)``, ``–`` for ``None``.

    A negative number that rounds to zero is shown as zero: ``render(-3e-14, ".4f")`` is
    ``'0.0000'`` and ``render(-3e-14, "+.4f")`` is ``'+0.0000'``.
    """
    if value is None:
        return "–"
    text = format(value, fmt)
    if isinstance(value, float) and value < 0 and not re.search(r"[1-9]", text):
        return format(0.0, fmt)
    return text


def claims(text: str) -> Iterator[tuple[int, str, str, str, str]]:
    """``(line, file, key, fmt, value)`` for every claim marker in ``text``."""
    for m in CLAIM.finditer(text):
        yield text.count("\n", 0, m.start()) + 1, *m.groups()


def check_text(text: str, name: str, results: Path = RESULTS) -> list[str]:
    """Every stale, malformed or unresolvable claim in ``text``, one message each (empty: good)."""
    errors = []
    starts = {m.start() for m in CLAIM.finditer(text)}
    for m in re.finditer("<!--claim", text):
        if m.start() not in starts:
            line = text.count("\n", 0, m.start()) + 1
            errors.append(f"{name}:{line}: malformed claim marker {text[m.start() :][:60]!r}…")
    for m in re.finditer(r"^[ \t]*<!--claim", text, re.MULTILINE):
        line = text.count("\n", 0, m.start()) + 1
        errors.append(f"{name}:{line}: a claim marker starts the line (Markdown breaks it there)")
    cache: dict[str, Any] = {}
    for line, file, key, fmt, value in claims(text):
        where = f"{name}:{line}: claim {file}:{key}:{fmt}"
        if re.search(r"(?<!\\)\|", key) and text.splitlines()[line - 1].lstrip().startswith("|"):
            errors.append(f"{where}: write '\\|' for '|' in a key inside a table row")
        path = results / f"{file}.json"
        if file not in cache:
            if not path.is_file():
                errors.append(f"{where}: no results file benchmarks/results/{file}.json")
                continue
            cache[file] = json.loads(path.read_text(encoding="utf-8"))
        try:
            got = render(resolve(cache[file], key), fmt)
        except KeyError as exc:
            errors.append(f"{where}: {exc.args[0]} in {path.name}")
            continue
        except (TypeError, ValueError) as exc:
            errors.append(f"{where}: cannot format with {fmt!r} ({exc})")
            continue
        if machine_dependent(key):
            if shape(got) != shape(value):
                errors.append(f"{where}: the page's {value!r} is not shaped like {got!r}")
        elif got != value:
            errors.append(f"{where}: the page says {value!r}, {path.name} gives {got!r}")
    return errors


def unmarked_measurements(text: str) -> list[str]:
    """Table cells holding a measurement (a number with a unit) outside any claim marker.

    Header rows, targets (cells starting with ≥, ≤, < or >) and code are not measurements.
    """
    lines = CLAIM.sub("CLAIMED", text).splitlines()
    out = []
    for n, line in enumerate(lines, start=1):
        header = n < len(lines) and re.fullmatch(r"\s*\|[-:| ]+\|\s*", lines[n])
        if not line.lstrip().startswith("|") or header:
            continue
        for cell in line.strip().strip("|").split("|"):
            cell = re.sub(r"`[^`]*`", "", cell).strip()
            if TARGET.match(cell) or not MEASURE.search(cell):
                continue
            out.append(f"docs/benchmarks.md:{n}: {cell!r}")
    return out


@pytest.mark.parametrize("page", pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_claims_match_their_benchmark_results(page: Path) -> None:
    errors = check_text(page.read_text(encoding="utf-8"), str(page.relative_to(ROOT)))
    assert not errors, "\n".join(errors)


def test_benchmarks_page_has_claims_and_no_unmarked_measurement() -> None:
    page = ROOT / "docs" / "benchmarks.md"
    if not page.is_file():
        pytest.fail("docs/benchmarks.md is missing: it holds the numbers of record")
    text = page.read_text(encoding="utf-8")
    assert len(list(claims(text))) >= 20
    bad = unmarked_measurements(text)
    assert not bad, "measurements without a claim marker:\n" + "\n".join(bad)


def test_every_results_file_has_its_script() -> None:
    for path in sorted(RESULTS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        scripts = [path.with_suffix(s).name for s in (".py", ".sh")]
        # a run saved under another name (``--save-as``) names its script in ``command``
        command = str(data.get("command", "")) if isinstance(data, dict) else ""
        scripts += [w.split("/")[-1] for w in command.split() if w.startswith("benchmarks/")]
        assert any((ROOT / "benchmarks" / s).is_file() for s in scripts), (
            f"{path.name} has no producing script benchmarks/{path.stem}.py"
        )
        assert "machine" in data, f"{path.name} does not say which machine it ran on"


# --- the checker checks: a stale value, an unknown file or key fail, with a clear message ---


@pytest.fixture()
def results(tmp_path: Path) -> Path:
    data = {"table": [{"recall": 0.9137}, {"recall": 0.94}], "speed": 7321.4, "n": 1654}
    (tmp_path / "bench_x.json").write_text(json.dumps(data), encoding="utf-8")
    return tmp_path


def test_checker_accepts_fresh_and_rejects_stale_values(results: Path) -> None:
    fresh = (
        "recall <!--claim bench_x:table.0.recall:.1%-->91.4%<!--/claim-->, "
        "<!--claim bench_x:speed:,.0f-->7,321<!--/claim--> samples/s on "
        "<!--claim bench_x:n:,d-->1,654<!--/claim--> steps"
    )
    assert check_text(fresh, "page.md", results) == []
    stale = "recall\nnow <!--claim bench_x:table.0.recall:.1%-->90.9%<!--/claim-->"
    (err,) = check_text(stale, "page.md", results)
    assert "page.md:2" in err and "'90.9%'" in err and "'91.4%'" in err


@pytest.mark.parametrize(
    ("claim", "message"),
    [
        ("<!--claim bench_y:n:d-->1<!--/claim-->", "no results file benchmarks/results/bench_y"),
        ("<!--claim bench_x:nn:d-->1<!--/claim-->", "no 'nn' at the top level"),
        ("<!--claim bench_x:table.2.recall:.1%-->1<!--/claim-->", "'2' does not index"),
        ("<!--claim bench_x:n.x:d-->1<!--/claim-->", "n is a int"),
        ("<!--claim bench_x:table:d-->1<!--/claim-->", "cannot format"),
        ("<!--claim bench_x n d-->1<!--/claim-->", "malformed claim marker"),
    ],
)
def test_checker_rejects_unknown_files_and_keys(results: Path, claim: str, message: str) -> None:
    (err,) = check_text(f"figure {claim}", "page.md", results)
    assert message in err and "page.md:1" in err


def test_a_pipe_in_a_key_is_escaped_inside_a_table(tmp_path: Path) -> None:
    """Markdown splits a table cell at a bare '|', even inside an HTML comment."""
    (tmp_path / "bench_c.json").write_text(json.dumps({"lexical|semantic": {"auc": 0.98}}))
    bare = "<!--claim bench_c:lexical|semantic.auc:.2f-->0.98<!--/claim-->"
    escaped = bare.replace("l|s", "l\\|s")
    assert check_text(f"AUC {bare}, in prose", "p.md", tmp_path) == []
    assert check_text(f"| AUC | {escaped} |", "p.md", tmp_path) == []
    (err,) = check_text(f"| AUC | {bare} |", "p.md", tmp_path)
    assert "inside a table row" in err


def test_unmarked_measurement_heuristic() -> None:
    text = (
        "| what | measured (95% CI) | target |\n|---|---|---|\n"
        "| lexical | <!--claim b:k:.1%-->91.4%<!--/claim--> | ≥ 90% |\n"
        "| gate | 3.1 µs | ≤ 20 µs |\n| `--n 5000` | 7,300 samples/s | < 30 s |\n"
        "| a>b | <!--claim b:a>b.x:.1%-->9.1%<!--/claim--> | – |\n"
        "| n | <!--claim b:n:,d-->1,654<!--/claim--> steps | – |\n"
    )
    assert unmarked_measurements(text) == [
        "docs/benchmarks.md:4: '3.1 µs'",
        "docs/benchmarks.md:5: '7,300 samples/s'",
    ]
    assert [c[2] for c in claims(text)] == ["k", "a>b.x", "n"]


# --- a rerun on another machine: timings move, accuracies do not --------------------------


def test_which_keys_are_machine_dependent() -> None:
    timing = [
        "machine.load_average_1min",
        "machine.date",
        "latency.batched_samples_per_s",
        "samples_per_s.lexical",
        "dask.task_cpu_s_sum",
        "plan_100m.steps_per_s_per_worker",
        "overhead_us",
        "parametric_ms",
        "serial.seconds",
        "runs.1.after_peak_rss_mb",
        "ratio_with_start",
        "parallel.speedup",
        "dask.worker_cpu_share",
    ]
    locked = [
        "accuracy.lexical.per_source.knowagent.useless_caught",
        "knowagent.lexical.delta.ci.0",
        "backup.drop_tool.share_switching",
        "input.judged_steps",
        "reference.all.stated_by_reader",
        "total.score_after_recheck",
        "n_steps",
    ]
    assert [k for k in timing if not machine_dependent(k)] == []
    assert [k for k in locked if machine_dependent(k)] == []


def _perturb(node: Any, path: str = "") -> Any:
    """Every machine-dependent leaf changed as another machine would change it."""
    if isinstance(node, dict):
        return {k: _perturb(v, f"{path}.{k}" if path else str(k)) for k, v in node.items()}
    if isinstance(node, list):
        return [_perturb(v, f"{path}.{i}") for i, v in enumerate(node)]
    if not machine_dependent(path) or isinstance(node, bool):
        return node
    if isinstance(node, int):
        return node * 3 + 7
    if isinstance(node, float):
        return node * 1.37 + 0.11
    if isinstance(node, str) and path.endswith("date"):
        return "2031-07-09 04:05 UTC"
    if isinstance(node, str) and path.endswith("commit"):
        return "0123abc"
    return node


@pytest.fixture()
def rerun(tmp_path: Path) -> Path:
    """A copy of the results as a rerun on another machine would leave them."""
    for path in RESULTS.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        (tmp_path / path.name).write_text(json.dumps(_perturb(data)), encoding="utf-8")
    return tmp_path


def test_a_rerun_on_another_machine_keeps_every_page_green(rerun: Path) -> None:
    """Every speed, timing, memory figure, load average, date and commit changed: no page fails."""
    before = json.loads((RESULTS / "bench_classifier.json").read_text(encoding="utf-8"))
    after = json.loads((rerun / "bench_classifier.json").read_text(encoding="utf-8"))
    key = "latency.batched_samples_per_s"
    assert resolve(after, key) != resolve(before, key)  # the rerun did move the timings
    assert resolve(after, "machine.load_average_1min") != resolve(
        before, "machine.load_average_1min"
    )
    errors = [e for p in pages() for e in check_text(p.read_text("utf-8"), p.name, rerun)]
    assert errors == []


def test_a_changed_accuracy_figure_still_fails(rerun: Path) -> None:
    path = rerun / "bench_classifier.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["accuracy"]["lexical"]["per_source"]["knowagent"]["useless_caught"] -= 0.05
    path.write_text(json.dumps(data), encoding="utf-8")
    errors = check_text((ROOT / "README.md").read_text("utf-8"), "README.md", rerun)
    assert len(errors) == 1 and "knowagent.useless_caught" in errors[0] and "91.4%" in errors[0]


def test_a_machine_dependent_claim_must_still_resolve_and_look_right(results: Path) -> None:
    data = {"speed_per_s": 7321.4, "machine": {"date": "2026-12-01 16:00 UTC"}}
    (results / "bench_x.json").write_text(json.dumps(data), encoding="utf-8")
    ok = (
        "at <!--claim bench_x:speed_per_s:,.0f-->1,204<!--/claim--> "
        "<!--claim bench_x:machine.date:s-->2026-11-02 09:41 UTC<!--/claim-->"
    )
    assert check_text(ok, "page.md", results) == []
    (err,) = check_text("a <!--claim bench_x:speed_per_s:,.0f-->fast<!--/claim-->", "p.md", results)
    assert "not shaped like" in err
    (err,) = check_text("a <!--claim bench_x:slow_per_s:,.0f-->1<!--/claim-->", "p.md", results)
    assert "no 'slow_per_s'" in err


# --- what a page shows: a marker mid-line, a null as '–', no negative zero ------------------


def test_a_marker_that_starts_a_line_fails(results: Path) -> None:
    """Markdown ends a paragraph (or list item) at a line that starts with an HTML comment."""
    ok = "The run took\nabout <!--claim bench_x:n:,d-->1,654<!--/claim--> steps."
    assert check_text(ok, "p.md", results) == []
    for bad in (
        "The run took\n<!--claim bench_x:n:,d-->1,654<!--/claim--> steps.",
        "* a list item that took\n  <!--claim bench_x:n:,d-->1,654<!--/claim--> steps.",
    ):
        (err,) = check_text(bad, "p.md", results)
        assert err.startswith("p.md:2:") and "starts the line" in err


def test_render_shows_a_null_as_a_dash_and_no_negative_zero(tmp_path: Path) -> None:
    assert render(None, "d") == "–" and render(None, "") == "–"
    assert render(-3.3e-14, ".4f") == "0.0000" and render(-3.3e-14, "+.4f") == "+0.0000"
    assert render(-0.0004, ".1%") == "0.0%" and render(-0.00005, ".4f") == "-0.0001"
    assert render(-0.5, ".2f") == "-0.50" and render(7, "d") == "7"
    (tmp_path / "bench_z.json").write_text(json.dumps({"k": None, "r": -3.3e-14}))
    page = "k <!--claim bench_z:k:-->–<!--/claim-->; <!--claim bench_z:r:.4f-->0.0000<!--/claim-->"
    assert check_text(page, "p.md", tmp_path) == []
    (err,) = check_text(page.replace("–", "None"), "p.md", tmp_path)
    assert "'None'" in err and "'–'" in err


def test_recorded_commands_name_no_machine_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """A benchmark's recorded command holds paths relative to the repository, ``NAME=path``
    arguments too (a run's model file given by its absolute path)."""
    import sys

    from tests._bench import import_benchmark

    record = import_benchmark("_record")
    root = Path(record.RESULTS).parent.parent
    argv = ["x.py", "../shared/data", f"run={root.parent / 'runs' / 'm.onnx'}", str(root / "a")]
    monkeypatch.setattr(sys, "argv", argv)
    cmd = record._command("benchmarks/bench_x.py")
    assert cmd == "python benchmarks/bench_x.py ../shared/data run=../runs/m.onnx a"
    for path in RESULTS.glob("*.json"):
        command = json.loads(path.read_text(encoding="utf-8")).get("command", "")
        assert " /" not in command and "=/" not in command, f"{path.name}: {command}"
