"""`uselessdetect report`: one self-contained HTML page of what a gate would do on logged runs.

Reads the runs once, as they stream, recording the detector's verdicts on them as ``score``
does (:func:`._common.judge_missing`), into the figures of
:func:`uselessdetect.fit._report_page.build_report`, which keeps a few numbers per call and
no run; then reads the input again only at the places of the sampled step tables (a stream,
``-`` or a pipe, is first copied to a temporary file: :func:`uselessdetect.io.rereadable`).
The page comes from :func:`uselessdetect.measure._report_html.render_report`, written
atomically, after both reads.
"""

from __future__ import annotations

import itertools
import shlex
from collections.abc import Iterable, Iterator
from typing import Any, TypeVar

import click

from .._types import Episode
from ..detectors import earlier_need, make_detector
from ..fit._report_page import RunsAt, build_report
from ..io import (
    ImportStats,
    atomic_writer,
    episode_from_dict,
    expand_paths,
    open_binary,
    read_episodes,
    rereadable,
)
from ..io._files import guarded_lines, input_name, parse_line
from ..measure._report_html import RULES, render_report
from ._common import (
    build_detectors,
    echo_json,
    judge_missing,
    progress,
    refuse_overwrite,
    user_errors,
)
from ._options import (
    LOG_FORMAT_OPTION,
    OUTPUT_FILE,
    RUNS_N_BOOT_OPTION,
    SEED,
    gate_k_option,
    gate_mode_option,
    reward_threshold_option,
)

__all__ = ["bars", "page_data", "report", "write_page"]

T = TypeVar("T")


def _judged(episodes: Iterable[Episode], detector: str, chunk: int = 64) -> Iterator[Episode]:
    """:func:`._common.judge_missing`, except that a detector that reads a tool's earlier
    results (``novelty``, ``default``) sees them, as it would behind a gate, and ``oracle``'s
    verdicts (the labels) are recorded too."""
    det = make_detector(detector)
    if detector != "oracle" and not earlier_need(det):
        episodes = iter(episodes)
        for ep in episodes:  # recorded runs pass as they are; from the first that is not, judge
            if not all(detector in s.judgments for s in ep.steps if s.observation is not None):
                yield from judge_missing(itertools.chain([ep], episodes), detector, chunk=chunk)
                return
            yield ep
        return
    judge = det.fit([]).judge_many
    it = iter(episodes)
    while batch := list(itertools.islice(it, chunk)):
        pending = [
            (ep.steps[t], s)
            for ep in batch
            for t, s in ep.samples(earlier=True)
            if not (ep.steps[t].judgments.get(detector) or {}).get("verdict")
        ]
        for (step, _), j in zip(pending, judge([s for _, s in pending]), strict=True):
            known = j.verdict.value != "unknown" and 0.0 <= j.score <= 1.0
            step.judgments[detector] = {
                "verdict": j.verdict.value,
                "score": float(j.score) if known else None,
            }
        yield from batch


def _commands(files: list[str], detector: str, data: dict[str, Any]) -> list[str]:
    """The commands that reproduce the page's figures."""
    src = " ".join(shlex.quote(f) for f in files)
    rules, settings = data["rules"], data["settings"]
    same = "" if settings["mode"] == "finish_only" else f" --mode {settings['mode']}"
    same += " --one-source" if settings["one_source"] else ""
    out = [
        f"uselessdetect score {src} -d {shlex.quote(detector)} -o scored.jsonl",
        f"uselessdetect fit-k scored.jsonl -d {shlex.quote(detector)} --rule all",
    ]
    for r in RULES:
        params = rules[r]["params"]
        flags = " ".join(f"--{p.replace('_', '-')} {v}" for p, v in params.items())
        out.append(
            f"uselessdetect replay {src} -d {shlex.quote(detector)} --rule {r} {flags}{same}"
        )
    out.append(
        "uselessdetect probe --recorded run_b8.jsonl --recorded run_b16.jsonl"
        "  # two recordings of your agent at budgets B and 2B"
    )
    return out


def bars(items: Iterable[T], label: str, length: int | None) -> Iterable[T]:
    """The report's phases under the project's progress bar (on a terminal only)."""
    return progress(items, label=label, length=length)


def page_data(
    episodes: Iterable[Episode],
    detector: str,
    paths: list[str],
    *,
    runs_at: RunsAt | None = None,
    **options: Any,
) -> dict[str, Any]:
    """The report's figures (``--json``) for ``episodes`` read from ``paths``, judged by
    ``detector`` where they carry no recorded verdict of it; ``runs_at`` reads the sampled
    runs again (:func:`~uselessdetect.fit._report_page.build_report`; without it the runs are
    held in memory)."""
    options.setdefault("progress", bars)
    data = build_report(_judged(episodes, detector), detector, runs_at=runs_at, **options)
    data["commands"] = _commands(paths, detector, data)
    return data


class _Input:
    """The runs of ``paths`` read once as they come, then read again at chosen places."""

    def __init__(self, paths: list[str], fmt: str, reward_threshold: float) -> None:
        self.paths, self.fmt, self.reward_threshold = paths, fmt, reward_threshold
        self.counts: list[int] = []  # runs read from each file
        self.stats = ImportStats()  # the format each file was read as

    def _read(self, path: str, fmt: str) -> Iterator[Episode]:
        return read_episodes(path, format=fmt, strict=False, stats=self.stats,
                             reward_threshold=self.reward_threshold)  # fmt: skip

    def __iter__(self) -> Iterator[Episode]:
        for path in self.paths:
            n = 0
            for ep in self._read(path, self.fmt):
                n += 1
                yield ep
            self.counts.append(n)

    def runs_at(self, ordinals: list[int]) -> dict[int, Episode]:
        """The runs at these 0-based places of everything read (sorted)."""
        out: dict[int, Episode] = {}
        first = 0
        for path, n in zip(self.paths, self.counts, strict=False):
            mine = {o - first for o in ordinals if first <= o < first + n}
            if mine:
                found = self._native_at(path, mine) if self._native(path) else self._at(path, mine)
                out.update({first + i: ep for i, ep in found.items()})
            first += n
        return out

    def _native(self, path: str) -> bool:
        return self.stats.formats.get(input_name(path)) == "episodes"

    def _at(self, path: str, wanted: set[int]) -> dict[int, Episode]:
        """Any format: the file read again, as the first time, up to the last run wanted."""
        fmt = self.stats.formats.get(input_name(path), self.fmt)
        out = {}
        for i, ep in enumerate(self._read(path, fmt)):
            if i in wanted:
                out[i] = ep
            if i >= max(wanted):
                break
        return out

    def _native_at(self, path: str, wanted: set[int]) -> dict[int, Episode]:
        """Episodes (one a line): only the lines wanted are parsed; the others, read whole
        the first time, are only counted."""
        name, last, i = input_name(path), max(wanted), -1
        out: dict[int, Episode] = {}
        with open_binary(path) as fh:
            for lineno, raw in enumerate(guarded_lines(fh, name), start=1):
                looks = raw.lstrip()[:1] in (b"{", b"[")
                if not looks and parse_line(raw, name, lineno, arrays=True) is None:
                    continue  # a blank line (the first read refused anything else)
                i += 1
                obj = parse_line(raw, name, lineno) if i in wanted else None
                if obj is not None:
                    out[i] = episode_from_dict(obj, path=name, line=lineno, strict=False)
                if i >= last:
                    break
        return out


def write_page(data: dict[str, Any], path: str) -> None:
    """The page for ``data``, written atomically (a regular file appears only whole)."""
    with atomic_writer(path) as fh:
        fh.write(render_report(data))


@click.command()
@click.argument("episodes", nargs=-1, required=True, type=click.Path(dir_okay=True))
@click.option(
    "-o",
    "--output",
    "output",
    type=OUTPUT_FILE,
    default=None,
    metavar="FILE",
    help="Write the page here (one self-contained HTML file).",
)
@click.option(
    "-d",
    "--detector",
    default="lexical",
    show_default=True,
    metavar="NAME",
    help="Whose verdicts (recorded ones, else judged now): any registered name.",
)
@LOG_FORMAT_OPTION
@gate_k_option("run rule's k where fit-k has no labels to fit it.")
@gate_mode_option("What a trip blocks (as in `replay`).")
@click.option("--one-source", is_flag=True, help="Count the toolset as one source.")
@reward_threshold_option("The least reward that counts as success.")
@RUNS_N_BOOT_OPTION
@click.option(
    "--shown",
    type=click.IntRange(0),
    default=50,
    show_default=True,
    help="Stopped successful runs shown step by step (a seeded sample).",
)
@click.option("--seed", type=SEED, default=0, show_default=True, help="Seed.")
@click.option("--json", "as_json", is_flag=True, help="Print the page's figures as JSON.")
@user_errors
def report(
    episodes: tuple[str, ...],
    output: str | None,
    detector: str,
    fmt: str,
    k: int,
    mode: str,
    one_source: bool,
    reward_threshold: float,
    n_boot: int,
    shown: int,
    seed: int,
    as_json: bool,
) -> None:
    """Write one self-contained HTML page of what a gate would do on logged runs.

    EPISODES are scored or recorded episodes, or logs the importers read, with their
    outcomes (as `replay` reads them). The page: the runs, calls and share judged useless;
    fit-k's recommendation with the calls it would cut and the successful runs it would
    stop; per tool, the useless runs' lengths, where the run, cusum and sprt rules trip, and
    the drift; the stopped successful runs step by step; the commands behind each figure.
    Meaning: docs/report.md.

    \b
    Examples:
      uselessdetect report runs.jsonl -o report.html
      uselessdetect report scored.jsonl -d lexical --json
    """
    if output is None and not as_json:
        raise click.UsageError("give -o FILE for the page, or --json")
    paths = expand_paths(episodes)
    if output:
        refuse_overwrite(output, *paths, output_flag="-o")
    build_detectors(detector, seed=seed)  # a bad name fails here, before any reading
    paths = [rereadable(p) for p in paths]  # a stream is copied once: the sample reads it again
    runs = _Input(paths, fmt, reward_threshold)
    data = page_data(
        runs,
        detector,
        paths,
        runs_at=runs.runs_at,
        k=k,
        mode=mode,
        one_source=one_source,
        reward_threshold=reward_threshold,
        n_boot=n_boot,
        seed=seed,
        shown=shown,
    )
    if output:
        write_page(data, output)
        click.echo(f"report → {output}", err=True)
    if as_json:
        echo_json(data)
