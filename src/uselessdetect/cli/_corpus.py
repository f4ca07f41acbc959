"""`uselessdetect corpus`: build labeled samples from HotpotQA, FEVER or logged trajectories."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import click

from .._types import Sample
from ..corpus import (
    HOTPOTQA_KINDS,
    SHAPES,
    fever_samples,
    fever_shaped_samples,
    hotpotqa_samples,
    knowagent_samples,
    shaped_samples,
    split_by_question,
)
from ..io import Skipped, atomic_writers, load_hotpotqa, output_target, record_line
from ._common import (
    ALLOW_UNMATCHED,
    MIN_MATCHED,
    _same_file,
    echo_json,
    refuse_overwrite,
    user_errors,
)
from ._options import OUTPUT_FILE, PLAUSIBLE_PER_PAGE, SEED

_FILES = click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))


@dataclass(frozen=True)
class _Out:
    """Where a corpus command writes its samples: the options of :func:`_out_options`."""

    output: str
    seed: int
    test_size: float | None
    test_out: str | None
    as_json: bool

    def check(self, *inputs: str) -> None:
        """Refuse an output that is an input, or a held-out file that is the output."""
        output, test_out = self.output, self.test_out
        if (self.test_size is None) != (test_out is None):
            raise click.UsageError("--test-size and --test-out go together")
        if self.as_json and "-" in (output, test_out):
            raise click.UsageError("--json prints on stdout; write the samples to a file (-o)")
        refuse_overwrite(output, *inputs)
        refuse_overwrite(test_out, *inputs, output_flag="--test-out")
        if test_out is not None and output != "-" and _same_file(output, test_out):
            raise click.UsageError(f"-o and --test-out name one file ({output}); give two paths")

    def write(self, samples: Sequence[Sample], skipped: Skipped) -> None:
        """Hold out whole questions (with ``--test-size``), write, and report."""
        if skipped.total():
            click.echo(skipped.summary("items"), err=True)
        held_out = 0
        test: Sequence[Sample] = []
        if not samples:
            raise click.ClickException("no sample could be built from the input; nothing written")
        if self.test_size is not None and self.test_out is not None:
            train, test = split_by_question(
                samples, test_size=self.test_size, random_state=self.seed, balanced=True
            )
            if not train or not test:
                side = "training" if not train else "held-out"
                raise click.ClickException(
                    f"--test-size {self.test_size} leaves the {side} side empty "
                    f"({len(train)} training, {len(test)} held-out samples); nothing written"
                )
            held_out = len(test)
            samples = train
        n = _write_together(self.output, samples, self.test_out if held_out else None, test)
        if held_out:
            click.echo(f"{held_out} held-out samples → {self.test_out}", err=True)
        kinds = dict(sorted(Counter(str(s.kind) for s in samples).items()))
        counts = ", ".join(f"{k} {v}" for k, v in kinds.items())
        click.echo(f"{n} samples ({counts}) → {self.output}", err=True)
        if self.as_json:
            echo_json(
                {"samples": n, "kinds": kinds, "held_out": held_out, "skipped": skipped.to_dict()}
            )


def _out_options(func: Callable[..., None]) -> Callable[..., None]:
    """``-o``, ``--seed``, ``--test-size``, ``--test-out`` and ``--json``, handed to the
    command as one :class:`_Out` named ``out``."""

    @functools.wraps(func)
    def command(
        *args: Any,
        output: str,
        seed: int,
        test_size: float | None,
        test_out: str | None,
        as_json: bool,
        **kwargs: Any,
    ) -> None:
        func(*args, out=_Out(output, seed, test_size, test_out, as_json), **kwargs)

    command = click.option(
        "--json",
        "as_json",
        is_flag=True,
        help="Print a summary as JSON (counts per kind, held out, and what was skipped, why).",
    )(command)
    command = click.option(
        "--test-out",
        type=OUTPUT_FILE,
        help="With --test-size: where the held-out questions' samples go.",
    )(command)
    command = click.option(
        "--test-size",
        type=float,
        default=None,
        help="Share of the samples held out, in whole questions (taken in the order of "
        "their hashed ids until the held-out samples come closest to the share); needs "
        "--test-out.",
    )(command)
    command = click.option(
        "--seed",
        type=SEED,
        default=0,
        show_default=True,
        help="Seed for sampling and for the split.",
    )(command)
    return click.option(
        "-o",
        "--output",
        required=True,
        type=OUTPUT_FILE,
        help="Samples JSONL to write ('-' = stdout).",
    )(command)


def _names_option(
    flag: str, names: Sequence[str], text: str
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A comma-separated list of names (default: all of them), handed on as a list."""
    return click.option(
        flag,
        default=",".join(names),
        show_default=True,
        callback=lambda ctx, param, value: [n.strip() for n in value.split(",") if n.strip()],
        help=text,
    )


def _write_together(
    output: str, samples: Sequence[Sample], test_out: str | None, test: Sequence[Sample]
) -> int:
    """Write the samples and the held-out ones together or not at all (files first, then a
    stream such as stdout, which cannot be taken back)."""
    targets = [(output, samples)] + ([(test_out, test)] if test_out is not None else [])
    targets.sort(key=lambda t: output_target(t[0])[0] != "file")
    with atomic_writers(*(path for path, _ in targets)) as handles:
        for (path, records), fh in zip(targets, handles, strict=True):
            for i, rec in enumerate(records, start=1):
                fh.write(record_line(rec, n=i, path=path))
    return len(samples)


@click.group()
def corpus() -> None:
    """Build labeled samples (one search call each) for training and `evaluate`.

    \b
    Examples:
      uselessdetect corpus hotpotqa data/hotpotqa/*.json -o hp.jsonl \\
          --test-size 0.2 --test-out hp_test.jsonl
      uselessdetect corpus fever data/fever/*.jsonl -o fever.jsonl
      uselessdetect corpus knowagent trajs.jsonl --hotpotqa data/hotpotqa/*.json -o real.jsonl
      uselessdetect corpus shaped data/hotpotqa/*.json --fever data/fever/x.jsonl -o shaped.jsonl
    """


@corpus.command("hotpotqa")
@_FILES
@_names_option("--kinds", HOTPOTQA_KINDS, "Comma-separated kinds to build.")
@click.option(
    "--plausible-per-page",
    type=PLAUSIBLE_PER_PAGE,
    default=1,
    show_default=True,
    help="Own distractors paired with each gold page's query (distinct; more hard negatives).",
)
@_out_options
@user_errors
def hotpotqa_cmd(
    files: tuple[str, ...], kinds: list[str], plausible_per_page: int, out: _Out
) -> None:
    """HotpotQA records → gold / injected / plausible / answerless samples.

    The query is the searched gold page's title without "(qualifier)"; the observation is
    "<title>: <sentences>". Questions repeated across files are kept once (by _id).

    \b
    Examples:
      uselessdetect corpus hotpotqa train.json -o samples.jsonl
      uselessdetect corpus hotpotqa a.json b.json --kinds gold,answerless -o x.jsonl
    """
    out.check(*files)
    skipped = Skipped()
    samples = hotpotqa_samples(
        sorted(files),
        kinds=kinds,
        random_state=out.seed,
        plausible_per_page=plausible_per_page,
        skipped=skipped,
    )
    out.write(samples, skipped)


@corpus.command("fever")
@_FILES
@_out_options
@user_errors
def fever_cmd(files: tuple[str, ...], out: _Out) -> None:
    """FEVER claim/evidence pairs → gold / injected samples (claim = question, no query).

    \b
    Examples:
      uselessdetect corpus fever fever_symmetric_v0.1_full.jsonl -o fever.jsonl
    """
    out.check(*files)
    out.write(fever_samples(sorted(files), random_state=out.seed), Skipped())


@corpus.command("knowagent")
@click.argument("trajectories", type=click.Path(dir_okay=False))
@click.option(
    "--hotpotqa",
    "hotpotqa",
    multiple=True,
    required=True,
    type=click.Path(dir_okay=False),
    help="HotpotQA files the runs join to (by id).",
)
@ALLOW_UNMATCHED
@_out_options
@user_errors
def knowagent_cmd(
    trajectories: str, hotpotqa: tuple[str, ...], allow_unmatched: bool, out: _Out
) -> None:
    """Real logged KnowAgent steps → `real` samples with derived labels (unlabeled dropped).

    \b
    Examples:
      uselessdetect corpus knowagent trajs.jsonl --hotpotqa train.json -o real.jsonl
    """
    out.check(trajectories, *hotpotqa)
    records = load_hotpotqa(sorted(hotpotqa))
    skipped = Skipped()
    samples = knowagent_samples(
        trajectories, records, skipped=skipped, min_matched=0.0 if allow_unmatched else MIN_MATCHED
    )
    out.write(samples, skipped)


@corpus.command("shaped")
@_FILES
@_names_option("--shapes", SHAPES, "Comma-separated shapes to render.")
@click.option(
    "--fever",
    "fever",
    multiple=True,
    type=click.Path(dir_okay=False),
    help="FEVER files whose claims add web-search results (repeatable).",
)
@_out_options
@user_errors
def shaped_cmd(
    files: tuple[str, ...], shapes: list[str], fever: tuple[str, ...], out: _Out
) -> None:
    """HotpotQA (and FEVER) pages → search-tool results: title lists, tables of contents,
    wiki sections, web-search JSON, records; useful (gold) or dead ends.

    Kinds are shape/what: listing/gold, listing/dead_end, toc/gold, toc/other, section/gold,
    section/answerless, section/other, websearch/gold, websearch/dead_end, record/gold,
    record/other.

    \b
    Examples:
      uselessdetect corpus shaped train.json -o shaped.jsonl
      uselessdetect corpus shaped train.json --shapes listing,toc -o lists.jsonl
    """
    out.check(*files, *fever)
    skipped = Skipped()
    samples = shaped_samples(sorted(files), shapes=shapes, random_state=out.seed, skipped=skipped)
    if fever:
        samples += fever_shaped_samples(sorted(fever), random_state=out.seed)
    out.write(samples, skipped)
