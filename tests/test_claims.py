"""Numbers of record: every figure the docs state with a claim marker equals its benchmark JSON.

A measured figure is written ``<!--claim FILE:KEY:FMT-->VALUE<!--/claim-->``: ``FILE`` names
``benchmarks/results/FILE.json`` (written by ``benchmarks/FILE.py``), ``KEY`` is a dotted path
into it (integers index lists) and ``VALUE`` must be exactly ``format(value, FMT)``. A stale
figure, an unknown file or key, or a measurement in ``docs/benchmarks.md`` without a marker
fails here with the page and line.
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


def pages() -> list[Path]:
    docs = sorted((ROOT / "docs").glob("**/*.md")) if (ROOT / "docs").is_dir() else []
    return [p for p in [ROOT / "README.md", *docs] if p.is_file()]


def resolve(data: Any, key: str) -> Any:
    """Follow a dotted ``key`` into JSON ``data``; integer parts index lists.

    Raises ``KeyError`` naming the first part that is missing.
    """
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
    cache: dict[str, Any] = {}
    for line, file, key, fmt, value in claims(text):
        where = f"{name}:{line}: claim {file}:{key}:{fmt}"
        path = results / f"{file}.json"
        if file not in cache:
            if not path.is_file():
                errors.append(f"{where}: no results file benchmarks/results/{file}.json")
                continue
            cache[file] = json.loads(path.read_text(encoding="utf-8"))
        try:
            got = format(resolve(cache[file], key), fmt)
        except KeyError as exc:
            errors.append(f"{where}: {exc.args[0]} in {path.name}")
            continue
        except (TypeError, ValueError) as exc:
            errors.append(f"{where}: cannot format with {fmt!r} ({exc})")
            continue
        if got != value:
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
        scripts = [path.with_suffix(s).name for s in (".py", ".sh")]
        assert any((ROOT / "benchmarks" / s).is_file() for s in scripts), (
            f"{path.name} has no producing script benchmarks/{path.stem}.py"
        )
        data = json.loads(path.read_text(encoding="utf-8"))
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
    stale = "recall\n<!--claim bench_x:table.0.recall:.1%-->90.9%<!--/claim-->"
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
    (err,) = check_text(claim, "page.md", results)
    assert message in err and "page.md:1" in err


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
