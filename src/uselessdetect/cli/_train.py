"""`uselessdetect train`: train the classifier (or the semantic cross-encoder) and save it with
its model card."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from .._types import Sample
from ..corpus import read_labeled
from ..detectors import ClassifierDetector
from ..io import CARD_KEYS, Skipped, card_path, output_target, strict_loads
from ._common import echo_json, refuse_overwrite, user_errors
from ._options import OUTPUT_FILE, PLAUSIBLE_PER_PAGE, RENDERINGS, SEED, FloatRange
from ._train_semantic import echo_validation, refuse_semantic_only, semantic_options

#: What `train -o` may write: the two forms ``load_model`` reads (the semantic model: .onnx).
MODEL_SUFFIXES = (".npz", ".joblib")
SEMANTIC_SUFFIXES = (".onnx",)


def _card_extra(path: str | None) -> dict[str, Any]:
    if path is None:
        return {}
    try:
        extra = strict_loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:  # syntax, duplicate keys, NaN, bad UTF-8
        raise click.ClickException(
            f"--card-extra {path}: not a readable JSON file ({exc})"
        ) from None
    if not isinstance(extra, dict):
        raise click.ClickException(f"--card-extra {path}: expected a JSON object")
    reserved = sorted((CARD_KEYS | {"training_files"}) & set(extra))
    if reserved:
        raise click.ClickException(
            f"--card-extra {path}: field(s) {', '.join(reserved)} are written by `train` "
            "itself and cannot be replaced; give your own fields other names"
        )
    return extra


def _check_suffix(output: str, detector: str = "classifier") -> None:
    """Refuse a model path the loader would not read back (before any training)."""
    if detector == "semantic":
        if Path(output).suffix not in SEMANTIC_SUFFIXES:
            raise click.BadParameter(
                f"the semantic model is an ONNX file: expected a name ending in .onnx, got "
                f"{output!r}",
                param_hint="-o/--output",
            )
        return
    if Path(output).suffix not in MODEL_SUFFIXES:
        raise click.BadParameter(
            f"expected a model file ending in {' or '.join(MODEL_SUFFIXES)} (.npz: plain "
            f"arrays, loads without running code; .joblib: a pickle), got {output!r}",
            param_hint="-o/--output",
        )


@click.command()
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False))
@click.option(
    "--detector",
    type=click.Choice(["classifier", "semantic"]),
    default="classifier",
    show_default=True,
    help="What to train: the boosted-trees classifier, or the semantic cross-encoder "
    "(needs the extra [train-semantic]: torch, transformers; docs/semantic.md).",
)
@click.option(
    "--data",
    "data_dir",
    type=click.Path(file_okay=False, exists=True),
    help="Train on the corpus built from a data folder laid out as ../shared/data "
    "(hotpotqa/, fever/, trajectories/): the training side of its 80/20 question split, "
    "instead of FILES.",
)
@click.option(
    "--plausible-per-page",
    type=PLAUSIBLE_PER_PAGE,
    default=1,
    show_default=True,
    help="With --data: own distractors paired with each HotpotQA gold page's query (more hard "
    "negatives; the held-out questions stay the same).",
)
@click.option(
    "--shapes",
    "shapes",
    type=click.Choice(["section", "record"]),
    multiple=True,
    help="With --data --detector semantic: also train on the HotpotQA pages of the training "
    "questions rendered as these search-tool shapes (a wiki section with markup, a JSON "
    "record; docs/search-shapes.md), each as the model reads it, the wrong page under its own "
    "title's query included. Repeat for both. The cut-off is still chosen on the pages.",
)
@click.option(
    "--max-shaped",
    type=click.IntRange(1),
    default=None,
    help="With --shapes: draw this many of the shaped samples (seeded) before the "
    "validation split [default: all].",
)
@click.option(
    "-o",
    "--output",
    required=True,
    type=OUTPUT_FILE,
    help="Model file to write: .npz (plain arrays, loads without running code) or .joblib "
    "(a pickle); its card NAME.card.json goes beside it.",
)
@click.option("--seed", type=SEED, default=0, show_default=True, help="random_state.")
@click.option(
    "--validation-size",
    type=FloatRange(0, 1, min_open=True, max_open=True),
    default=0.2,
    show_default=True,
    help="Share of questions held out to choose the cut-off.",
)
@click.option(
    "--min-useful-recall",
    type=FloatRange(0, 1, min_open=True),
    default=0.97,
    show_default=True,
    help="Share of useful validation results the cut-off keeps judged useful.",
)
@click.option(
    "--renderings",
    type=RENDERINGS,
    default=None,
    help="Renderings per synthetic sample (0: train on the samples as given) "
    "[default: 2 for the classifier, 1 for semantic].",
)
@click.option(
    "--card-extra",
    type=click.Path(dir_okay=False, exists=True),
    help="JSON object merged into the model card (e.g. data sources and licences).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the model card as JSON.")
@semantic_options
@user_errors
def train(
    files: tuple[str, ...],
    detector: str,
    data_dir: str | None,
    plausible_per_page: int,
    shapes: tuple[str, ...],
    max_shaped: int | None,
    output: str,
    seed: int,
    validation_size: float,
    min_useful_recall: float,
    renderings: int | None,
    card_extra: str | None,
    as_json: bool,
    **semantic: Any,
) -> None:
    """Train the classifier (or, with --detector semantic, the cross-encoder) on labeled
    samples (or episodes with per-step labels).

    The cut-off is chosen on a validation split of the questions; the model card records
    versions, parameters, the training data digest, validation metrics per kind and per
    rendering, and the model file's sha256. Model and card are written as a pair.

    With --detector semantic the command fine-tunes the cross-encoder, exports it to ONNX,
    quantises it to int8, chooses the cut-off on the validation questions with the int8 model
    and writes NAME.onnx, NAME.tokenizer.json and NAME.card.json (about an hour on two
    cores for the shipped model; --tiny runs the whole path on a small random network in
    seconds).

    \b
    Examples:
      uselessdetect train hp.jsonl fever.jsonl real.jsonl -o mine.npz
      uselessdetect train samples.jsonl -o mine.npz --seed 1 --json
      uselessdetect train --detector semantic --data ../shared/data -o semantic.onnx \\
          --card-extra models/card-data.json
      uselessdetect train --detector semantic samples.jsonl -o tiny.onnx --tiny
    """
    if bool(files) == bool(data_dir):
        raise click.UsageError("give labeled FILES or --data DIR (one of the two)")
    if plausible_per_page != 1 and not data_dir:
        raise click.UsageError(
            "--plausible-per-page builds the corpus from --data; for FILES, build them with "
            "more distractors instead (uselessdetect corpus hotpotqa --plausible-per-page)"
        )
    if max_shaped is not None and not shapes:
        raise click.UsageError("--max-shaped draws from the samples --shapes adds: give --shapes")
    if shapes and not (data_dir and detector == "semantic"):
        raise click.UsageError(
            "--shapes adds shaped pages of --data's questions to the semantic detector's "
            "training: give --data DIR and --detector semantic"
        )
    refuse_semantic_only(click.get_current_context(), detector)
    refuse_overwrite(output, *files, card_extra)
    refuse_overwrite(card_path(output), *files, card_extra, output_flag="-o (its card)")
    output_target(output, streams=False)  # a device or FIFO is refused first, by name
    _check_suffix(output, detector)
    extra = _card_extra(card_extra)
    skipped = Skipped()
    samples, files, extra = _samples(files, data_dir, plausible_per_page, seed, extra, skipped)
    if shapes:
        from ..detectors._semantic_train import shaped_rows

        added = shaped_rows(data_dir or "", shapes, seed=seed, max_samples=max_shaped)
        click.echo(f"+ {len(added):,} shaped samples ({', '.join(shapes)})", err=True)
        samples = [*samples, *added]
        corpus = {**extra.get("corpus", {}), "shapes": list(shapes), "max_shaped": max_shaped}
        extra = {**extra, "corpus": corpus}
    if detector == "semantic":
        from ._train_semantic import train_semantic_command

        train_semantic_command(
            samples,
            output,
            seed=seed,
            validation_size=validation_size,
            min_useful_recall=min_useful_recall,
            renderings=1 if renderings is None else renderings,
            extra={**extra, "training_files": [Path(f).name for f in files]},
            skipped=skipped,
            as_json=as_json,
            **semantic,
        )
        return
    det = ClassifierDetector(
        random_state=seed,
        validation_size=validation_size,
        min_useful_recall=min_useful_recall,
        renderings=2 if renderings is None else renderings,
    )
    _train_classifier(det, samples, output, files, extra, skipped, as_json)


def _samples(
    files: tuple[str, ...],
    data_dir: str | None,
    plausible_per_page: int,
    seed: int,
    extra: dict[str, Any],
    skipped: Skipped,
) -> tuple[list[Sample], tuple[str, ...], dict[str, Any]]:
    """The labeled samples to train on, the files they came from, the card's extra fields."""
    if data_dir:
        from ..corpus import default_corpus

        samples = default_corpus(
            data_dir, random_state=seed, plausible_per_page=plausible_per_page
        )[0]
        files = (data_dir,)
        if plausible_per_page != 1:
            extra = {**extra, "corpus": {"plausible_per_page": plausible_per_page}}
    else:
        samples = [s for f in files for s in read_labeled(f, labeled_only=True, skipped=skipped)]
    if skipped:
        click.echo(f"{skipped.summary('items')} (not trained on)", err=True)
    if not samples:
        raise click.ClickException("no labeled sample in " + ", ".join(files))
    return samples, files, extra


def _train_classifier(
    det: ClassifierDetector,
    samples: list[Sample],
    output: str,
    files: tuple[str, ...],
    extra: dict[str, Any],
    skipped: Skipped,
    as_json: bool,
) -> None:
    """Fit the classifier, save it with its card, and report its validation."""
    click.echo(f"training on {len(samples)} samples …", err=True)
    det.fit(samples)
    card = det.save(output, training_files=[Path(f).name for f in files], **extra)
    click.echo(f"model → {output}, card → {card}", err=True)
    if as_json:
        summary = json.loads(Path(card).read_text(encoding="utf-8"))
        echo_json({**summary, "skipped": skipped.to_dict()})
        return
    echo_validation(det.validation_)
