"""`uselessdetect train`: train the classifier and save it with its model card."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from ..corpus import read_labeled
from ..detectors._classifier import ClassifierDetector
from ..io import CARD_KEYS, Skipped, card_path, output_target, strict_loads
from ._common import echo_json, refuse_overwrite, user_errors
from ._options import OUTPUT_FILE, RENDERINGS, SEED

#: What `train -o` may write: the two forms ``load_model`` reads.
MODEL_SUFFIXES = (".npz", ".joblib")


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


def _check_suffix(output: str) -> None:
    """Refuse a model path the loader would not read back (before any training)."""
    if Path(output).suffix not in MODEL_SUFFIXES:
        raise click.BadParameter(
            f"expected a model file ending in {' or '.join(MODEL_SUFFIXES)} (.npz: plain "
            f"arrays, loads without running code; .joblib: a pickle), got {output!r}",
            param_hint="-o/--output",
        )


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
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
    type=float,
    default=0.2,
    show_default=True,
    help="Share of questions held out to choose the cut-off.",
)
@click.option(
    "--min-useful-recall",
    type=float,
    default=0.97,
    show_default=True,
    help="Share of useful validation results the cut-off keeps judged useful.",
)
@click.option(
    "--renderings",
    type=RENDERINGS,
    default=2,
    show_default=True,
    help="Renderings per synthetic sample (0: train on the samples as given).",
)
@click.option(
    "--card-extra",
    type=click.Path(dir_okay=False, exists=True),
    help="JSON object merged into the model card (e.g. data sources and licences).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the model card as JSON.")
@user_errors
def train(
    files: tuple[str, ...],
    output: str,
    seed: int,
    validation_size: float,
    min_useful_recall: float,
    renderings: int,
    card_extra: str | None,
    as_json: bool,
) -> None:
    """Train the classifier on labeled samples (or episodes with per-step labels).

    The cut-off is chosen on a validation split of the questions; the model card records
    versions, parameters, the training data digest, validation metrics per kind and per
    rendering, and the model file's sha256. Model and card are written as a pair.

    \b
    Examples:
      uselessdetect train hp.jsonl fever.jsonl real.jsonl -o mine.npz
      uselessdetect train samples.jsonl -o mine.npz --seed 1 --json
    """
    refuse_overwrite(output, *files, card_extra)
    refuse_overwrite(card_path(output), *files, card_extra, output_flag="-o (its card)")
    output_target(output, streams=False)  # a device or FIFO is refused first, by name
    _check_suffix(output)
    extra = _card_extra(card_extra)
    skipped = Skipped()
    samples = [s for f in files for s in read_labeled(f, labeled_only=True, skipped=skipped)]
    if skipped:
        click.echo(f"{skipped.summary('items')} (not trained on)", err=True)
    if not samples:
        raise click.ClickException("no labeled sample in " + ", ".join(files))
    click.echo(f"training on {len(samples)} samples …", err=True)
    det = ClassifierDetector(
        random_state=seed,
        validation_size=validation_size,
        min_useful_recall=min_useful_recall,
        renderings=renderings,
    ).fit(samples)
    card = det.save(output, training_files=[Path(f).name for f in files], **extra)
    click.echo(f"model → {output}, card → {card}", err=True)
    if as_json:
        summary = json.loads(Path(card).read_text(encoding="utf-8"))
        echo_json({**summary, "skipped": skipped.to_dict()})
        return
    v = det.validation_
    click.echo(
        f"validation: cut-off {v['cutoff']:.4f}, AUC {v['auc']:.4f}, useful recall "
        f"{v['useful_recall']:.1%}, useless recall {v['useless_recall']:.1%}"
    )
    for group in ("per_kind", "per_rendering"):
        for name, e in v[group].items():
            click.echo(f"  {name:<12} n={e['n']:<5} judged useless {e['useless_rate']:.1%}")
