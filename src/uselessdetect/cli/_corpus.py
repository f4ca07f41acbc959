"""`uselessdetect corpus`: build labeled samples from HotpotQA, FEVER or logged trajectories."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

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


def _out_options(func):  # type: ignore[no-untyped-def]
    func = click.option(
        "--json",
        "as_json",
        is_flag=True,
        help="Print a summary as JSON (counts per kind, held out, and what was skipped, why).",
    )(func)
    func = click.option(
        "--test-out",
        type=OUTPUT_FILE,
        help="With --test-size: where the held-out questions' samples go.",
    )(func)
    func = click.option(
        "--test-size",
        type=float,
        default=None,
        help="Share of the samples held out, in whole questions (taken in the order of "
        "their hashed ids until the held-out samples come closest to the share); needs "
        "--test-out.",
    )(func)
    func = click.option(
        "--seed",
        type=SEED,
        default=0,
        show_default=True,
        help="Seed for sampling and for the split.",
    )(func)
    return click.option(
        "-o",
        "--output",
        required=True,
        type=OUTPUT_FILE,
        help="Samples JSONL to write ('-' = stdout).",
    )(func)


def _write(
    samples: Sequence[Sample],
    output: str,
    test_size: float | None,
    test_out: str | None,
    seed: int,
    skipped: Skipped,
    as_json: bool,
) -> None:
    if skipped.total():
        click.echo(skipped.summary("items"), err=True)
    held_out = 0
    test: Sequence[Sample] = []
    if not samples:
        raise click.ClickException("no sample could be built from the input; nothing written")
    if test_size is not None and test_out is not None:
        train, test = split_by_question(
            samples, test_size=test_size, random_state=seed, balanced=True
        )
        if not train or not test:
            side = "training" if not train else "held-out"
            raise click.ClickException(
                f"--test-size {test_size} leaves the {side} side empty "
                f"({len(train)} training, {len(test)} held-out samples); nothing written"
            )
        held_out = len(test)
        samples = train
    n = _write_together(output, samples, test_out if held_out else None, test)
    if held_out:
        click.echo(f"{held_out} held-out samples → {test_out}", err=True)
    kinds = dict(sorted(Counter(str(s.kind) for s in samples).items()))
    counts = ", ".join(f"{k} {v}" for k, v in kinds.items())
    click.echo(f"{n} samples ({counts}) → {output}", err=True)
    if as_json:
        echo_json(
            {"samples": n, "kinds": kinds, "held_out": held_out, "skipped": skipped.to_dict()}
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


def _check_outputs(
    output: str, test_size: float | None, test_out: str | None, as_json: bool, *inputs: str
) -> None:
    """Refuse an output that is an input, or a held-out file that is the output."""
    if (test_size is None) != (test_out is None):
        raise click.UsageError("--test-size and --test-out go together")
    if as_json and "-" in (output, test_out):
        raise click.UsageError("--json prints on stdout; write the samples to a file (-o)")
    refuse_overwrite(output, *inputs)
    refuse_overwrite(test_out, *inputs, output_flag="--test-out")
    if test_out is not None and output != "-" and _same_file(output, test_out):
        raise click.UsageError(f"-o and --test-out name one file ({output}); give two paths")


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
@click.option(
    "--kinds",
    default=",".join(HOTPOTQA_KINDS),
    show_default=True,
    help="Comma-separated kinds to build.",
)
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
    files: tuple[str, ...],
    kinds: str,
    plausible_per_page: int,
    output: str,
    seed: int,
    test_size: float | None,
    test_out: str | None,
    as_json: bool,
) -> None:
    """HotpotQA records → gold / injected / plausible / answerless samples.

    The query is the searched gold page's title without "(qualifier)"; the observation is
    "<title>: <sentences>". Questions repeated across files are kept once (by _id).

    \b
    Examples:
      uselessdetect corpus hotpotqa train.json -o samples.jsonl
      uselessdetect corpus hotpotqa a.json b.json --kinds gold,answerless -o x.jsonl
    """
    _check_outputs(output, test_size, test_out, as_json, *files)
    wanted = [k.strip() for k in kinds.split(",") if k.strip()]
    skipped = Skipped()
    samples = hotpotqa_samples(
        sorted(files),
        kinds=wanted,
        random_state=seed,
        plausible_per_page=plausible_per_page,
        skipped=skipped,
    )
    _write(samples, output, test_size, test_out, seed, skipped, as_json)


@corpus.command("fever")
@_FILES
@_out_options
@user_errors
def fever_cmd(
    files: tuple[str, ...],
    output: str,
    seed: int,
    test_size: float | None,
    test_out: str | None,
    as_json: bool,
) -> None:
    """FEVER claim/evidence pairs → gold / injected samples (claim = question, no query).

    \b
    Examples:
      uselessdetect corpus fever fever_symmetric_v0.1_full.jsonl -o fever.jsonl
    """
    _check_outputs(output, test_size, test_out, as_json, *files)
    samples = fever_samples(sorted(files), random_state=seed)
    _write(samples, output, test_size, test_out, seed, Skipped(), as_json)


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
    trajectories: str,
    hotpotqa: tuple[str, ...],
    allow_unmatched: bool,
    output: str,
    seed: int,
    test_size: float | None,
    test_out: str | None,
    as_json: bool,
) -> None:
    """Real logged KnowAgent steps → `real` samples with derived labels (unlabeled dropped).

    \b
    Examples:
      uselessdetect corpus knowagent trajs.jsonl --hotpotqa train.json -o real.jsonl
    """
    _check_outputs(output, test_size, test_out, as_json, trajectories, *hotpotqa)
    records = load_hotpotqa(sorted(hotpotqa))
    skipped = Skipped()
    samples = knowagent_samples(
        trajectories, records, skipped=skipped, min_matched=0.0 if allow_unmatched else MIN_MATCHED
    )
    _write(samples, output, test_size, test_out, seed, skipped, as_json)


@corpus.command("shaped")
@_FILES
@click.option(
    "--shapes",
    default=",".join(SHAPES),
    show_default=True,
    help="Comma-separated shapes to render.",
)
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
    files: tuple[str, ...],
    shapes: str,
    fever: tuple[str, ...],
    output: str,
    seed: int,
    test_size: float | None,
    test_out: str | None,
    as_json: bool,
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
    _check_outputs(output, test_size, test_out, as_json, *files, *fever)
    wanted = [k.strip() for k in shapes.split(",") if k.strip()]
    skipped = Skipped()
    samples = shaped_samples(sorted(files), shapes=wanted, random_state=seed, skipped=skipped)
    if fever:
        samples += fever_shaped_samples(sorted(fever), random_state=seed)
    _write(samples, output, test_size, test_out, seed, skipped, as_json)
